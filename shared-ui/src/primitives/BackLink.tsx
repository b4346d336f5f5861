import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { colors, space } from '../theme/tokens';

/** "← Zurück zu …" above a detail page's title: a muted link, the arrow hidden from screen readers. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledLink to={to}>
      <span aria-hidden="true">← </span>
      {children}
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${space.md};
  padding: ${space.xs} 0;
  color: ${colors.textMuted};
  font-weight: 600;
`;
