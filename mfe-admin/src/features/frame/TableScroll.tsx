import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';

/**
 * A wide table scrolls sideways inside its own box on a tablet instead of
 * widening the page; the box is focusable so keyboards can scroll it too.
 */
export const TableScroll = styled.div.attrs({ tabIndex: 0, role: 'region' })`
  overflow-x: auto;
  margin: ${space.md} 0;
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${fontSize.sm};
  }
  caption {
    text-align: left;
    padding: ${space.sm} ${space.md};
    font-weight: 700;
  }
  th,
  td {
    padding: ${space.sm} ${space.md};
    border-top: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${colors.surfaceMuted};
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
