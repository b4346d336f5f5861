import styled from 'styled-components';
import { colors, fontSize, layout, space } from '../theme/tokens';

/** Page width and side padding every section shares. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.md};
`;

export const PageSection = styled.section`
  padding: ${space.xxl} 0;
`;

export const PageTitle = styled.h1`
  font-size: ${fontSize.xxl};
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const Lead = styled.p`
  font-size: ${fontSize.lg};
  color: ${colors.textMuted};
  max-width: 46rem;
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
