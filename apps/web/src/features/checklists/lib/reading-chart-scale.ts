/**
 * Where a reading chart puts its days and values (issue 33, components/reading-charts.tsx): the
 * value axis spans the readings and the accepted range with a margin, so the range is always in
 * view; the days run from the start side (the right in a right-to-left language).
 */
export function chartScale({
  values,
  min,
  max,
  days,
  width,
  height,
  pad,
  rtl = false,
}: {
  values: readonly number[];
  min: number | null;
  max: number | null;
  days: number;
  width: number;
  height: number;
  pad: { top: number; bottom: number; start: number; end: number };
  rtl?: boolean;
}) {
  const known = [...values, ...(min === null ? [] : [min]), ...(max === null ? [] : [max])];
  let low = known.length > 0 ? Math.min(...known) : 0;
  let high = known.length > 0 ? Math.max(...known) : 1;
  if (high === low) {
    const spread = Math.abs(high) * 0.1 || 1;
    low -= spread;
    high += spread;
  }
  const margin = (high - low) * 0.1;
  low -= margin;
  high += margin;

  const top = pad.top;
  const bottom = height - pad.bottom;
  const left = rtl ? pad.end : pad.start;
  const right = rtl ? width - pad.start : width - pad.end;
  const x = (day: number) => {
    const share = days > 1 ? (day - 1) / (days - 1) : 0.5;
    return round(rtl ? right - share * (right - left) : left + share * (right - left));
  };
  const y = (value: number) => round(bottom - ((value - low) / (high - low)) * (bottom - top));

  // The band of the accepted range, to the edge of the plot on an open side.
  const band =
    min === null && max === null
      ? null
      : { top: max === null ? top : y(max), bottom: min === null ? bottom : y(min) };

  return { x, y, low, high, band, ticks: niceTicks(low, high, min, max) };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A few labels on the value axis, at round numbers, leaving out those too near a limit
 * of the range (which carries its own label).
 */
function niceTicks(low: number, high: number, min: number | null, max: number | null) {
  const step = niceStep((high - low) / 4);
  const ticks: number[] = [];
  for (let value = Math.ceil(low / step) * step; value <= high; value += step) {
    ticks.push(Number(value.toPrecision(12)));
  }
  const near = (limit: number | null, value: number) =>
    limit !== null && Math.abs(limit - value) < step / 3;
  return ticks.filter((value) => !near(min, value) && !near(max, value)).slice(0, 4);
}

function niceStep(raw: number) {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}
