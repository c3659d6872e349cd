import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface StatusPanelProps {
  icon: ReactNode;
  /** A short line above the title: '403', '404'. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  tone?: 'brand' | 'danger' | 'neutral';
}

const tones = {
  brand: { icon: 'bg-brand-50 text-brand-700', eyebrow: 'text-brand-700' },
  danger: { icon: 'bg-red-50 text-red-700', eyebrow: 'text-red-700' },
  neutral: { icon: 'bg-slate-100 text-slate-600', eyebrow: 'text-slate-500' },
} as const;

/**
 * The one look of the pages that say why there is nothing to show: access denied, not available
 * yet, not found, something went wrong. Inside the shell and on a bare page alike.
 */
export function StatusPanel({
  icon,
  eyebrow,
  title,
  children,
  actions,
  tone = 'brand',
}: StatusPanelProps) {
  return (
    <section className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-xl shadow-slate-900/5 sm:p-8">
      <div
        className={clsx(
          'mx-auto flex size-12 items-center justify-center rounded-full',
          tones[tone].icon,
        )}
      >
        {icon}
      </div>
      {eyebrow && (
        <p className={clsx('mt-4 text-sm font-semibold', tones[tone].eyebrow)}>{eyebrow}</p>
      )}
      <h1
        className={clsx(
          'text-2xl font-bold tracking-tight text-balance text-slate-900',
          eyebrow ? 'mt-1' : 'mt-4',
        )}
      >
        {title}
      </h1>
      {children && <div className="mt-2 text-slate-600">{children}</div>}
      {actions && (
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {actions}
        </div>
      )}
    </section>
  );
}
