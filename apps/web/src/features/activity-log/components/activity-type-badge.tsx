import { clsx } from 'clsx';
import {
  Bell,
  Boxes,
  Building2,
  CalendarClock,
  CalendarOff,
  ClipboardList,
  Clock,
  History,
  type LucideIcon,
  Users,
  Wrench,
} from 'lucide-react';
import type { ActivityView } from '../lib/activity-view';

const tones: Record<string, string> = {
  site: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  task: 'bg-sky-50 text-sky-800 ring-sky-200',
  asset: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  user: 'bg-violet-50 text-violet-800 ring-violet-200',
  material: 'bg-amber-50 text-amber-900 ring-amber-200',
  leave: 'bg-rose-50 text-rose-800 ring-rose-200',
  pm: 'bg-teal-50 text-teal-800 ring-teal-200',
  punch: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
  notification: 'bg-orange-50 text-orange-900 ring-orange-200',
};

const icons: Record<string, LucideIcon> = {
  site: Building2,
  task: ClipboardList,
  asset: Wrench,
  user: Users,
  material: Boxes,
  leave: CalendarOff,
  pm: CalendarClock,
  punch: Clock,
  notification: Bell,
};

const fallbackTone = 'bg-slate-100 text-slate-700 ring-slate-200';

/** An entry's family as a small labelled badge (the word always shows, not colour alone). */
export function ActivityTypeBadge({ entry }: { entry: ActivityView }) {
  return (
    <span
      data-type={entry.type}
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        (entry.family && tones[entry.family]) ?? fallbackTone,
      )}
    >
      {entry.typeText}
    </span>
  );
}

/** The family's icon in a tinted circle, beside an entry of the list view. */
export function ActivityTypeIcon({ entry }: { entry: ActivityView }) {
  const Icon = (entry.family && icons[entry.family]) || History;
  return (
    <span
      className={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full ring-1 ring-inset',
        (entry.family && tones[entry.family]) ?? fallbackTone,
      )}
      aria-hidden
    >
      <Icon className="size-4" />
    </span>
  );
}
