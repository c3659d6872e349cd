import type { ReactNode } from 'react';

export interface SettingsCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled section of the settings page, named by its heading for screen readers. */
export function SettingsCard({ id, icon, title, description, children }: SettingsCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </div>
        <div className="min-w-0">
          <h2 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
