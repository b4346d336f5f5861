import styled from 'styled-components';
import { colors, radius, space } from '../theme/tokens';

export const Card = styled.div`
  background: ${colors.surface};
  color: ${colors.text};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  padding: ${space.xl};
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.06);
`;
