import type { ReactNode } from 'react';

export interface DataTableProps {
  columns: string[];
  /** What the table lists: its scrolling frame is a named, keyboard-scrollable region. */
  label: string;
  /** Padding of the header cells, so they line up with each table's own body cells. */
  headCellClassName: string;
  /** The <tr> rows of the body. */
  children: ReactNode;
}

/** The card-framed, sideways-scrolling table of wide screens, with its column headers. */
export function DataTable({ columns, label, headCellClassName, children }: DataTableProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a frame that scrolls sideways must be reachable by keyboard to scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full text-start text-sm">
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
    </section>
  );
}
