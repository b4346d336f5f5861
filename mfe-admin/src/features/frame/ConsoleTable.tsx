import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';

export interface ConsoleColumn<Row> {
  key: string;
  /** The column's header, and each cell's label when the rows are cards (phone). */
  label: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row (a row header). */
  rowHeader?: boolean;
  /** Figures: right-aligned, tabular. */
  numeric?: boolean;
  /** Visitors' text (addresses, URLs): may break anywhere rather than widen the table. */
  text?: boolean;
}

/**
 * A console table from its columns: the one place that writes the header
 * row and labels each cell with its column, so every table is dense on a
 * laptop and a list of cards on a phone with no field left out.
 */
export function ConsoleTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ConsoleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  return (
    <TableScroll aria-label={caption}>
      <table data-cards="">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={classOf(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" data-label={column.label}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} data-label={column.label} className={classOf(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const classOf = (column: { numeric?: boolean; text?: boolean }) =>
  column.numeric ? 'number' : column.text ? 'text' : undefined;
