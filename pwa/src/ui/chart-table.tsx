import type { ReactNode } from 'react';

/**
 * A chart's figures as a table for screen readers, out of sight: the chart is a picture for
 * sighted users and hidden from assistive technology. Each row is headed by its first cell.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    // A table is as tall as its rows whatever its height: the wrapper keeps it out of the layout.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [head, ...rest] }) => (
            <tr key={key}>
              <th scope="row">{head}</th>
              {rest.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
