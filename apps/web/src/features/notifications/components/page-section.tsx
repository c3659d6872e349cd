import type { ReactNode } from 'react';

/** A titled white panel of the notifications page. */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <h2
        id={id}
        className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
