/**
 * One money table (and the Jobs screen's): a table on wide screens, and on phones a card per row
 * with the same cells as a list of terms. The columns say how each cell reads; the first column is
 * the row's title.
 */
import type { ReactNode } from 'react';
import { Table, TableCaption, TBody, Td, THead, Th, Tr } from '../../../components/ui/table';

export interface MoneyColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

export function MoneyRows<Row extends { id: string | number }>({
  rows,
  columns,
  caption,
}: {
  rows: Row[];
  columns: MoneyColumn<Row>[];
  caption: string;
}) {
  const [first, ...rest] = columns;
  return (
    <>
      <div className="hidden xl:block">
        <Table>
          <TableCaption>{caption}</TableCaption>
          <THead>
            <Tr>
              {columns.map((column) => (
                <Th key={column.key} numeric={column.numeric}>
                  {column.header}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <Tr key={row.id}>
                {columns.map((column) => (
                  <Td key={column.key} numeric={column.numeric} className="align-top">
                    {column.cell(row)}
                  </Td>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-line"
          >
            {first && <div className="min-w-0">{first.cell(row)}</div>}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
