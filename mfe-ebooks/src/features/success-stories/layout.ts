import { breakpoints, space } from 'shared-ui';
import { css } from 'styled-components';

/** One column on phones, two from tablet width on (SPEC §2). */
export const twoColumnsWhenWide = css`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: 1fr;
  @media (min-width: ${breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
