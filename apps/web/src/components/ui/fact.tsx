import type { ReactNode } from 'react';

/** One labelled fact with its icon, inside a <dl> (profile, signed-in home). */
export function Fact({
  icon,
  term,
  children,
}: {
  icon: ReactNode;
  term: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 gap-3">
      <div className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </div>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
        <dd className="mt-0.5 text-sm font-medium text-slate-900">{children}</dd>
      </div>
    </div>
  );
}
