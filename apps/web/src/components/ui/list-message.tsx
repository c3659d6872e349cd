import type { ReactNode } from 'react';

/** What a list shows instead of rows: an empty state, with an action when one helps. */
export function ListMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      <p>{children}</p>
      {action}
    </div>
  );
}
