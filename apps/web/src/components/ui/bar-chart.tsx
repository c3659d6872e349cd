import { clsx } from 'clsx';

/**
 * Small charts without a chart library: bars are plain elements sized through React's style
 * (applied by CSSOM, which the CSP allows), each labelled with its name and value, and a table
 * for screen readers. Colour never carries meaning alone: every bar has its text, and series
 * differ by pattern too.
 */

export type Bar = { label: string; value: number; className?: string };

const format = new Intl.NumberFormat('en-US');
const percent = (value: number, max: number) => (max > 0 ? Math.max((value / max) * 100, 0) : 0);

/** A caption and a hidden table: what the bars show, for those who do not see them. */
function ChartTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    // A table ignores the 1 px width of sr-only; its wrapper keeps it off the page's width.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index}>{typeof cell === 'number' ? format.format(cell) : cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Horizontal bars, one per row: name and value above a bar as long as its share of the largest. */
export function BarList({
  title,
  bars,
  valueLabel = 'Count',
  empty = 'Nothing to show yet.',
}: {
  title: string;
  bars: Bar[];
  valueLabel?: string;
  empty?: string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  if (bars.length === 0 || max === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <div>
      <ChartTable
        caption={title}
        head={['Name', valueLabel]}
        rows={bars.map((bar) => [bar.label, bar.value])}
      />
      <ul className="space-y-3" aria-hidden>
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-slate-700">{bar.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {format.format(bar.value)}
              </span>
            </div>
            <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-100">
              <div
                className={clsx('h-full rounded-full', bar.className ?? 'bg-brand-600')}
                style={{ width: `${percent(bar.value, max)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export type Series = { name: string; className: string };

/**
 * Grouped columns (e.g. created and completed per week): each column carries its value above it,
 * each group its name below; the series differ by colour and pattern and a legend names them.
 */
export function ColumnChart({
  title,
  series,
  groups,
  groupLabel = 'Name',
}: {
  title: string;
  series: Series[];
  groups: { label: string; values: number[] }[];
  groupLabel?: string;
}) {
  const max = Math.max(0, ...groups.flatMap((group) => group.values));
  if (groups.length === 0) return <p className="text-sm text-slate-500">Nothing to show yet.</p>;
  return (
    <div>
      <ChartTable
        caption={title}
        head={[groupLabel, ...series.map((item) => item.name)]}
        rows={groups.map((group) => [group.label, ...group.values])}
      />
      <div aria-hidden>
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {series.map((item) => (
            <li key={item.name} className="flex items-center gap-1.5">
              <span className={clsx('inline-block size-3 rounded-sm', item.className)} />
              {item.name}
            </li>
          ))}
        </ul>
        <div className="flex h-44 items-end gap-1 border-b border-slate-200 sm:gap-2">
          {groups.map((group) => (
            <div
              key={group.label}
              className="flex h-full min-w-0 flex-1 items-end justify-center gap-0.5"
            >
              {group.values.map((value, index) => (
                <div
                  key={series[index]?.name ?? index}
                  className="flex h-full max-w-7 min-w-0 flex-1 flex-col items-center justify-end"
                >
                  <span className="text-[10px] leading-4 font-semibold text-slate-700 tabular-nums sm:text-xs">
                    {format.format(value)}
                  </span>
                  <div
                    className={clsx('w-full rounded-t-sm', series[index]?.className)}
                    style={{
                      height: `${percent(value, max) * 0.85}%`,
                      minHeight: value > 0 ? 2 : 0,
                    }}
                  />
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className="mt-1 flex gap-1 sm:gap-2">
          {groups.map((group) => (
            <span
              key={group.label}
              className="min-w-0 flex-1 truncate text-center text-[10px] text-slate-500 sm:text-xs"
            >
              {group.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The stripes that tell a second series apart without colour. */
export const STRIPES =
  'bg-[repeating-linear-gradient(135deg,var(--color-emerald-600)_0_3px,var(--color-emerald-300)_3px_6px)]';
