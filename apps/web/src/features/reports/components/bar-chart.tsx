import { directionOf } from '@cmms/shared/i18n/languages';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { currentLanguage, formats } from '../../../lib/i18n/i18n';
import { useElementWidth } from '../lib/use-element-width';

/** One series of a chart: its name in the legend and its colour. */
export type Series<Key extends string> = { key: Key; label: string; color: string };
/** One column of a chart (a month, an age): its label and each series' value. */
export type Column<Key extends string> = { id: string; label: string; values: Record<Key, number> };

const HEIGHT = 240;
const MARGIN = { top: 12, bottom: 36, side: 44, end: 12 };
const TICK_LABEL = { fill: '#475569', fontSize: 11, fontFamily: 'inherit' } as const;

/**
 * A bar chart of the reports (docs/decisions.md, "Charts for the reports"): the series side by
 * side (`grouped`) or on top of each other (`stacked`), drawn with @visx as an SVG `role="img"`
 * whose title and description name the table beside it: the table is what a screen reader and
 * a spreadsheet read, and nothing in the chart takes focus. In a right-to-left language it reads
 * from the right, its scale on the right. Long runs of columns label every few.
 */
export function BarChart<Key extends string>({
  title,
  description,
  series,
  columns,
  mode,
}: {
  title: string;
  description: string;
  series: readonly Series<Key>[];
  columns: readonly Column<Key>[];
  mode: 'grouped' | 'stacked';
}) {
  const [frame, width] = useElementWidth<HTMLDivElement>();
  const titleId = useId();
  const descriptionId = useId();
  const rtl = directionOf(currentLanguage()) === 'rtl';
  const innerWidth = Math.max(0, width - MARGIN.side - MARGIN.end);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const heightOf = (column: Column<Key>) =>
    mode === 'stacked'
      ? series.reduce((sum, one) => sum + column.values[one.key], 0)
      : Math.max(...series.map((one) => column.values[one.key]));
  const highest = Math.max(1, ...columns.map(heightOf));
  const x = scaleBand({
    domain: columns.map((column) => column.id),
    range: rtl ? [innerWidth, 0] : [0, innerWidth],
    padding: 0.25,
  });
  const inner = scaleBand({
    domain: series.map((one) => one.key),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const y = scaleLinear({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const labels = new Map(columns.map((column) => [column.id, column.label]));
  // A label needs about 76 px: past that, every second, third, … column is named.
  const every = Math.max(1, Math.ceil((columns.length * 76) / Math.max(innerWidth, 1)));
  const wholeTicks = y.ticks(5).filter((tick) => Number.isInteger(tick));
  const axisAt = rtl ? innerWidth : 0;
  const Scale = rtl ? AxisRight : AxisLeft;

  return (
    <figure className="space-y-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden>
        {series.map((one) => (
          <li key={one.key} className="flex items-center gap-1.5">
            <svg width="12" height="12" aria-hidden focusable={false}>
              <rect width="12" height="12" rx="2" fill={one.color} />
            </svg>
            {one.label}
          </li>
        ))}
      </ul>
      <div ref={frame} className="w-full">
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            focusable={false}
          >
            <title id={titleId}>{title}</title>
            <desc id={descriptionId}>{description}</desc>
            <Group top={MARGIN.top} left={rtl ? MARGIN.end : MARGIN.side}>
              {wholeTicks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={innerWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="#e2e8f0"
                />
              ))}
              {columns.map((column) => {
                const left = x(column.id) ?? 0;
                let stackedTop = innerHeight;
                return (
                  <Group key={column.id} left={left}>
                    {series.map((one) => {
                      const value = column.values[one.key];
                      const barHeight = innerHeight - y(value);
                      if (barHeight <= 0) return null;
                      if (mode === 'stacked') {
                        stackedTop -= barHeight;
                        return (
                          <Bar
                            key={one.key}
                            x={0}
                            y={stackedTop}
                            width={x.bandwidth()}
                            height={barHeight}
                            fill={one.color}
                          />
                        );
                      }
                      const offset = inner(one.key) ?? 0;
                      return (
                        <Bar
                          key={one.key}
                          x={rtl ? x.bandwidth() - offset - inner.bandwidth() : offset}
                          y={y(value)}
                          width={inner.bandwidth()}
                          height={barHeight}
                          fill={one.color}
                          rx={2}
                        />
                      );
                    })}
                  </Group>
                );
              })}
              <AxisBottom
                top={innerHeight}
                scale={x}
                stroke="#94a3b8"
                tickStroke="#94a3b8"
                tickValues={columns
                  .filter((_, index) => index % every === 0)
                  .map((column) => column.id)}
                tickFormat={(id) => labels.get(id) ?? id}
                tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
              />
              <Scale
                left={axisAt}
                scale={y}
                tickValues={wholeTicks}
                tickFormat={(value) => formats().number(Number(value))}
                hideAxisLine
                hideTicks
                tickLabelProps={{ ...TICK_LABEL, textAnchor: rtl ? 'start' : 'end' }}
              />
            </Group>
          </svg>
        )}
      </div>
    </figure>
  );
}
