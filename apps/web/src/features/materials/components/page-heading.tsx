import type { ReactNode } from 'react';

/** A materials screen's title, subtitle and its buttons, which wrap under it on a phone. */
export function PageHeading({
  title,
  subtitle,
  level = 1,
  actions,
}: {
  title: string;
  subtitle: string;
  /** The inventory view is a section of the request screen: its title is a second level. */
  level?: 1 | 2;
  actions?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <Heading
          className={
            level === 1
              ? 'text-2xl font-bold tracking-tight text-slate-900'
              : 'text-xl font-semibold text-slate-900'
          }
        >
          {title}
        </Heading>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
