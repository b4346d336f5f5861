import styled from 'styled-components';
import { colors, space } from '../theme/tokens';

/**
 * A bulleted list whose bullets are primary-coloured check marks (features,
 * benefits). `$compact` tightens it for cards.
 */
export const CheckList = styled.ul<{ $compact?: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ $compact }) => ($compact ? space.xs : space.sm)};
  li {
    position: relative;
    padding-left: ${({ $compact }) => ($compact ? '1.5rem' : '1.75rem')};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${colors.primary};
    font-weight: 800;
  }
`;
