import { TableScroll } from '../frame/TableScroll';

export interface FigureColumn {
  key: string;
  label: string;
  /** Figures are right-aligned and formatted; the first column names the row. */
  numeric?: boolean;
}

/** The figures of a chart as a table: a row header per row, a column header per series. */
export function FigureTable({
  caption,
  columns,
  rows,
  format,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: Record<string, string | number>[];
  format: (value: number) => string;
}) {
  const [first, ...rest] = columns;
  if (!first) return null;
  return (
    <TableScroll aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row[first.key]}-${index}`}>
              <th scope="row">{row[first.key]}</th>
              {rest.map((column) => {
                const value = row[column.key];
                return (
                  <td key={column.key} className={column.numeric ? 'number' : undefined}>
                    {typeof value === 'number' ? format(value) : value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
