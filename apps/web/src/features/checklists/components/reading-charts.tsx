import type { Cell, ChecklistItem } from '@cmms/shared/checklists';
import { directionOf } from '@cmms/shared/i18n/languages';
import { clsx } from 'clsx';
import { currentLanguage, formats, t } from '../../../lib/i18n/i18n';
import { type ReadingPoint, rangeText, readingPoints, withUnit } from '../lib/item-values';
import { chartScale } from '../lib/reading-chart-scale';

/**
 * The month of each reading item as a small line chart (issue 33): its readings day by day, the
 * accepted range drawn as a band between dashed limits, readings outside it as larger red
 * points. Plain SVG in the look of components/ui/bar-chart.tsx (the project keeps no charting
 * library; docs/checklists.md says why), loaded with the grid's other parts only when a
 * checklist has readings. A hidden table says the same for screen readers; right to left, the
 * days run from the right.
 */
export default function ReadingCharts({
  items,
  cells,
  days,
  monthLabel,
}: {
  items: ChecklistItem[];
  cells: Iterable<Cell>;
  days: number;
  monthLabel: string;
}) {
  const all = [...cells];
  return (
    <section aria-labelledby="reading-charts" className="space-y-3">
      <h3 id="reading-charts" className="text-base font-semibold text-slate-900">
        {t('checklists.chart.heading', { month: monthLabel })}
      </h3>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <ReadingChart item={item} points={readingPoints(all, item)} days={days} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 10, bottom: 22, start: 44, end: 10 };

function ReadingChart({
  item,
  points,
  days,
}: {
  item: ChecklistItem;
  points: ReadingPoint[];
  days: number;
}) {
  const range = rangeText(item);
  const outside = points.filter((point) => point.outOfRange).length;
  const rtl = directionOf(currentLanguage()) === 'rtl';
  const scale = chartScale({
    values: points.map((point) => point.reading),
    min: item.min,
    max: item.max,
    days,
    width: WIDTH,
    height: HEIGHT,
    pad: PAD,
    rtl,
  });
  const line = points.map((point) => `${scale.x(point.day)},${scale.y(point.reading)}`).join(' ');
  const plotStart = rtl ? PAD.end : PAD.start;
  const plotEnd = rtl ? WIDTH - PAD.start : WIDTH - PAD.end;
  const labelX = rtl ? WIDTH - PAD.start + 4 : PAD.start - 4;
  // The value labels stand against the axis: at its start side, so they end at it.
  const anchorEnd = rtl ? '[text-anchor:start]' : '[text-anchor:end]';
  const dayTicks = [1, 8, 15, 22, days].filter((day, index, all) => all.indexOf(day) === index);

  return (
    <figure className="space-y-2">
      <figcaption>
        <span className="block font-medium wrap-anywhere text-slate-900">{item.name}</span>
        <span className="block text-xs text-slate-600">
          {range
            ? t('checklists.chart.range', { range })
            : item.unit
              ? t('checklists.grid.readingInUnit', { unit: item.unit })
              : t('checklists.kinds.reading')}
          {' · '}
          {t('checklists.chart.summary', { count: points.length, outside })}
        </span>
      </figcaption>
      <div className="sr-only">
        <table>
          <caption>{t('checklists.chart.caption', { item: item.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('checklists.chart.day')}</th>
              <th scope="col">{t('checklists.chart.reading')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{formats().day(point.date)}</td>
                <td>
                  {point.outOfRange
                    ? t('checklists.chart.outside', { value: withUnit(point.reading, item.unit) })
                    : withUnit(point.reading, item.unit)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {points.length === 0 ? (
        <p className="text-sm text-slate-500">{t('checklists.chart.none')}</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="block h-auto w-full"
          aria-hidden
          data-chart="reading"
        >
          {scale.band && (
            <rect
              x={plotStart}
              width={plotEnd - plotStart}
              y={scale.band.top}
              height={Math.max(scale.band.bottom - scale.band.top, 0)}
              className="fill-emerald-50"
            />
          )}
          {/* Axes: the value axis at the start, the days along the bottom. */}
          <line
            x1={plotStart}
            x2={plotEnd}
            y1={HEIGHT - PAD.bottom}
            y2={HEIGHT - PAD.bottom}
            className="stroke-slate-200"
          />
          {[item.min, item.max].map((limit, index) =>
            limit === null ? null : (
              <g key={index === 0 ? 'min' : 'max'}>
                <line
                  x1={plotStart}
                  x2={plotEnd}
                  y1={scale.y(limit)}
                  y2={scale.y(limit)}
                  strokeDasharray="4 3"
                  className="stroke-emerald-600"
                />
                <text
                  x={labelX}
                  y={scale.y(limit) + 3}
                  className={clsx('fill-emerald-800 text-[10px]', anchorEnd)}
                >
                  {formats().number(limit, { maximumFractionDigits: 2 })}
                </text>
              </g>
            ),
          )}
          {scale.ticks.map((tick) => (
            <text
              key={`tick-${tick}`}
              x={labelX}
              y={scale.y(tick) + 3}
              className={clsx('fill-slate-500 text-[10px]', anchorEnd)}
            >
              {formats().number(tick, { maximumFractionDigits: 2 })}
            </text>
          ))}
          {dayTicks.map((day) => (
            <text
              key={`day-${day}`}
              x={scale.x(day)}
              y={HEIGHT - 6}
              className="fill-slate-500 text-[10px] [text-anchor:middle]"
            >
              {formats().number(day)}
            </text>
          ))}
          {points.length > 1 && (
            <polyline
              points={line}
              fill="none"
              strokeWidth={2}
              className="stroke-brand-600 [stroke-linejoin:round]"
            />
          )}
          {points.map((point) => (
            <circle
              key={point.date}
              cx={scale.x(point.day)}
              cy={scale.y(point.reading)}
              r={point.outOfRange ? 4 : 2.75}
              strokeWidth={point.outOfRange ? 1.5 : 0}
              className={clsx(point.outOfRange ? 'fill-red-600 stroke-white' : 'fill-brand-600')}
            />
          ))}
        </svg>
      )}
    </figure>
  );
}
