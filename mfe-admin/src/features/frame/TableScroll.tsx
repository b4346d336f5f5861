import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { phone } from './consoleLayout';

/**
 * Every console table's box and its dense style (rows of a list to scan,
 * Linear-like): a wide table scrolls sideways inside its own box on a tablet
 * instead of widening the page; the box is focusable so keyboards can scroll
 * it too. On a phone, a table whose cells name their column (`data-label`,
 * ConsoleTable) shows each row as a card of labelled fields.
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
    line-height: 1.35;
  }
  caption {
    text-align: left;
    padding: ${space.sm} ${space.sm};
    font-weight: 700;
  }
  th,
  td {
    padding: 0.375rem ${space.sm};
    border-top: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${colors.surfaceMuted};
  }
  time {
    white-space: nowrap;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* Long addresses and identifiers break rather than widen the table. */
  td.text {
    min-width: 10rem;
    overflow-wrap: anywhere;
  }
  ${phone} {
    &:has(table[data-cards]) {
      overflow-x: visible;
      border: 0;
    }
    table[data-cards],
    table[data-cards] tbody,
    table[data-cards] tr,
    table[data-cards] td,
    table[data-cards] tbody th {
      display: block;
    }
    table[data-cards] caption {
      display: block;
      padding: 0 0 ${space.sm};
    }
    /* The column names are each field's label now; screen readers keep the header row. */
    table[data-cards] thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    table[data-cards] tr {
      margin-bottom: ${space.sm};
      padding: ${space.xs} 0;
      border: 1px solid ${colors.border};
      border-radius: 0.75rem;
    }
    table[data-cards] td,
    table[data-cards] tbody th {
      border-top: 0;
      text-align: left;
      overflow-wrap: anywhere;
    }
    table[data-cards] td.text {
      min-width: 0;
    }
    /* The label before a short value on its line; a longer one continues below. */
    table[data-cards] [data-label]::before {
      content: attr(data-label);
      display: inline-block;
      min-width: 7rem;
      margin-right: ${space.sm};
      color: ${colors.textMuted};
      font-size: 0.75rem;
      font-weight: 700;
    }
  }
`;
