import type { ReactNode } from 'react';

/** One row of the compact profile card. */
export function FactLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-500">{label}</p>
        <div className="text-sm font-medium text-slate-900">{children}</div>
      </div>
    </li>
  );
}
