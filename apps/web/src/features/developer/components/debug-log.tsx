import { clsx } from 'clsx';
import { formats, t } from '../../../lib/i18n/i18n';

export interface LogEntry {
  id: number;
  at: Date;
  level: 'info' | 'pass' | 'fail';
  text: string;
}

const stamp = (date: Date) =>
  `${formats().dateTime(date, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false })}.${String(date.getMilliseconds()).padStart(3, '0')}`;

/** The timestamped log, newest last, announced politely as it grows. */
export function DebugLog({ entries }: { entries: LogEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-slate-500">{t('developer.noLogEntries')}</p>;
  return (
    <ol
      aria-live="polite"
      className="max-h-80 space-y-1 overflow-y-auto rounded-lg bg-slate-900 p-3 font-mono text-xs"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="break-all">
          <span className="text-slate-400">[{stamp(entry.at)}]</span>{' '}
          <span
            className={clsx(
              entry.level === 'pass' && 'text-emerald-300',
              entry.level === 'fail' && 'text-red-300',
              entry.level === 'info' && 'text-slate-100',
            )}
          >
            {entry.text}
          </span>
        </li>
      ))}
    </ol>
  );
}
