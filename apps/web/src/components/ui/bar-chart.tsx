import { directionOf, type TextDirection } from '@cmms/shared/i18n/languages';
import { clsx } from 'clsx';
import { currentLanguage, formats, t } from '../../lib/i18n/i18n';

/**
 * Small charts without a chart library: bars are plain elements sized through React's style
 * (applied by CSSOM, which the CSP allows), each labelled with its name and value, and a table
 * for screen readers. Colour never carries meaning alone: every bar has its text, and series
 * differ by pattern too. In a right-to-left language the charts read from the right: the first
 * column stands at the right, and bars grow from the right.
 */

export type Bar = { label: string; value: number; className?: string };

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
                <td key={index}>{typeof cell === 'number' ? formats().number(cell) : cell}</td>
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
  valueLabel = t('dashboards.chartCount'),
  empty = t('dashboards.chartNothingYet'),
  valueText = (value) => formats().number(value),
}: {
  title: string;
  bars: Bar[];
  valueLabel?: string;
  empty?: string;
  /** How a value is written (an amount of money, say); a plain number by default. */
  valueText?: (value: number) => string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  if (bars.length === 0 || max === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    // The page's direction, said here too: the bars grow from the side the reader starts at.
    <div dir={pageDirection()}>
      <ChartTable
        caption={title}
        head={[t('dashboards.chartName'), valueLabel]}
        rows={bars.map((bar) => [bar.label, valueText(bar.value)])}
      />
      <ul className="space-y-3" aria-hidden>
        {bars.map((bar) => (
          <li key={bar.label}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate text-slate-700">{bar.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {valueText(bar.value)}
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
  groupLabel = t('dashboards.chartName'),
}: {
  title: string;
  series: Series[];
  groups: { label: string; values: number[] }[];
  groupLabel?: string;
}) {
  const max = Math.max(0, ...groups.flatMap((group) => group.values));
  if (groups.length === 0) {
    return <p className="text-sm text-slate-500">{t('dashboards.chartNothingYet')}</p>;
  }
  const direction = pageDirection();
  // The columns are laid out left to right whatever the page's direction (dir="ltr" below), in
  // the order the reader meets them: in a right-to-left page the first week stands at the right.
  const columns = inReadingOrder(groups, direction).map((group) => ({
    label: group.label,
    values: inReadingOrder(
      group.values.map((value, index) => ({ value, series: series[index], index })),
      direction,
    ),
  }));
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
        <div
          dir="ltr"
          data-chart="columns"
          className="flex h-44 items-end gap-1 border-b border-slate-200 sm:gap-2"
        >
          {columns.map((group) => (
            <div
              key={group.label}
              className="flex h-full min-w-0 flex-1 items-end justify-center gap-0.5"
            >
              {group.values.map(({ value, series: item, index }) => (
                <div
                  key={item?.name ?? index}
                  className="flex h-full max-w-7 min-w-0 flex-1 flex-col items-center justify-end"
                >
                  <span className="text-[10px] leading-4 font-semibold text-slate-700 tabular-nums sm:text-xs">
                    {formats().number(value)}
                  </span>
                  <div
                    className={clsx('w-full rounded-t-sm', item?.className)}
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
        <div dir="ltr" data-chart="labels" className="mt-1 flex gap-1 sm:gap-2">
          {columns.map((group) => (
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

/** The page's direction: the language's (lib/i18n sets <html dir> with it). */
function pageDirection(): TextDirection {
  const dir = globalThis.document?.documentElement.dir;
  return dir === 'rtl' || dir === 'ltr' ? dir : directionOf(currentLanguage());
}

/** Items as they stand from left to right: a right-to-left reader meets the first at the right. */
export function inReadingOrder<T>(items: readonly T[], direction: TextDirection): T[] {
  return direction === 'rtl' ? [...items].reverse() : [...items];
}

/** The stripes that tell a second series apart without colour. */
export const STRIPES =
  'bg-[repeating-linear-gradient(135deg,var(--color-emerald-600)_0_3px,var(--color-emerald-300)_3px_6px)]';
