import type { ReactNode } from 'react';

export interface DataTableProps {
  columns: string[];
  /** Padding of the header cells, so they line up with each table's own body cells. */
  headCellClassName: string;
  /** The <tr> rows of the body. */
  children: ReactNode;
}

/** The card-framed, sideways-scrolling table of wide screens, with its column headers. */
export function DataTable({ columns, headCellClassName, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headCellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">{children}</tbody>
      </table>
    </div>
  );
}
