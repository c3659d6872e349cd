import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A screen's one h1, in the size every screen uses; `className` adds to it (wrapping, spacing). */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={clsx('text-2xl font-bold tracking-tight text-slate-900', className)}>
      {children}
    </h1>
  );
}

/**
 * The top of a list or admin screen: its title, what stands under the title (`children`, e.g. a
 * line on what the screen is for), a badge beside the title and the screen's own buttons across
 * from it. A badge or actions given as `false` (a role without them) keep the layout they would
 * have had.
 */
export function PageHeader({
  title,
  badge,
  actions,
  children,
}: {
  title: ReactNode;
  /** Beside the title, e.g. 'View only'. */
  badge?: ReactNode;
  /** The screen's buttons, across from the title. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const heading =
    badge === undefined ? (
      <PageHeading>{title}</PageHeading>
    ) : (
      <div className="flex flex-wrap items-center gap-3">
        <PageHeading>{title}</PageHeading>
        {badge}
      </div>
    );
  const titleBlock =
    children === undefined ? (
      heading
    ) : (
      <div>
        {heading}
        {children}
      </div>
    );
  if (actions === undefined) return titleBlock;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {titleBlock}
      {actions}
    </div>
  );
}
