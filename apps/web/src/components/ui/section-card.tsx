import { type ReactNode, useId } from 'react';

/** A titled white card, a region named by its title: a block of a screen. */
export function SectionCard({
  title,
  actions,
  children,
}: {
  title: string;
  /** Controls beside the title (a month picker, a download button). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
