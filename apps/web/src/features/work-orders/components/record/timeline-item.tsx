import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatInstant } from '../../lib/work-order-display';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-emerald-50 text-emerald-700',
  neutral: 'bg-slate-100 text-slate-600',
  waiting: 'bg-amber-50 text-amber-800',
} as const;

/** One line of the timeline: its icon on the line, who and when, then what. */
export function TimelineItem({
  icon,
  tone,
  who,
  at,
  tag,
  edited,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof tones;
  who: string | null;
  at: string;
  /** A word beside the name ("Completion note"). */
  tag?: string | undefined;
  /** "edited …", after the time. */
  edited?: string | undefined;
  children: ReactNode;
}) {
  return (
    <li className="relative ps-11">
      <span
        className={clsx(
          'absolute top-0 start-0 flex size-8 items-center justify-center rounded-full ring-4 ring-white',
          tones[tone],
        )}
      >
        {icon}
      </span>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        {who && <span className="font-semibold wrap-anywhere text-slate-900">{who}</span>}
        {tag && <span className="text-xs font-semibold text-emerald-800">{tag}</span>}
        <time dateTime={at} className="text-xs text-slate-500">
          {formatInstant(at)}
        </time>
        {edited && <span className="text-xs text-slate-500">{edited}</span>}
      </p>
      <div className="mt-1">{children}</div>
    </li>
  );
}
