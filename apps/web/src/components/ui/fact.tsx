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
  // A <dl> may hold only <div>s of <dt> and <dd> directly, so the icon sits in the <dt>, drawn
  // beside both.
  return (
    <div className="relative min-h-9 min-w-0 ps-12">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-0 start-0 flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}
