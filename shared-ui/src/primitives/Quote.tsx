import styled from 'styled-components';
import { colors, fontSize, radius, space } from '../theme/tokens';

/**
 * A customer's words (a success story): a short primary-coloured bar above
 * instead of quotation marks, which differ by language; the quote needs none.
 */
export const Quote = styled.blockquote`
  margin: 0;
  font-size: ${fontSize.lg};
  p {
    margin: 0;
  }
  &::before {
    content: '';
    display: block;
    width: 2.5rem;
    height: 3px;
    margin-bottom: ${space.sm};
    border-radius: ${radius.pill};
    background: ${colors.primary};
  }
`;
