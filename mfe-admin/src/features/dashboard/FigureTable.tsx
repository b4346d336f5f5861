import { ConsoleTable } from '../frame/ConsoleTable';

export interface FigureColumn {
  key: string;
  label: string;
  /** Figures are right-aligned and formatted; the first column names the row. */
  numeric?: boolean;
}

type FigureRow = Record<string, string | number>;

/** The figures of a chart as a table: a row header per row, a column header per series. */
export function FigureTable({
  caption,
  columns,
  rows,
  format,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  format: (value: number) => string;
}) {
  const [first] = columns;
  if (!first) return null;
  return (
    <ConsoleTable
      caption={caption}
      columns={columns.map((column, index) => ({
        key: column.key,
        label: column.label,
        rowHeader: index === 0,
        numeric: index > 0 && column.numeric,
        cell: (row: FigureRow) => {
          const value = row[column.key];
          return index > 0 && typeof value === 'number' ? format(value) : value;
        },
      }))}
      rows={rows}
      rowKey={(row, index) => `${row[first.key]}-${index}`}
    />
  );
}
