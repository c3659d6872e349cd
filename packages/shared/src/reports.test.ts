import { describe, expect, it } from 'vitest';
import {
  defaultPeriodFrom,
  histogramQuantile,
  periodQuerySchema,
  periodStarts,
  rollupRanges,
} from './reports';

const histogram = (counts: Record<number, number>) =>
  Array.from({ length: 12 }, (_, index) => counts[index] ?? 0);

describe('the completion-time histogram', () => {
  it('finds the rank in its bucket and interpolates between the edges', () => {
    // One completion in 4-8 h: the median is halfway, the 90th percentile 0.9 of the way.
    expect(histogramQuantile(histogram({ 3: 1 }), 0.5)).toBe(14400 + 7200);
    expect(histogramQuantile(histogram({ 3: 1 }), 0.9)).toBeCloseTo(14400 + 0.9 * 14400);
    // Two in 0-1 h and two in 1-2 d: the median ends the first bucket.
    expect(histogramQuantile(histogram({ 0: 2, 5: 2 }), 0.5)).toBe(3600);
    expect(histogramQuantile(histogram({ 0: 2, 5: 2 }), 0.75)).toBe(86400 + 0.5 * 86400);
  });

  it('answers the lower edge in the open last bucket, and null for nothing', () => {
    expect(histogramQuantile(histogram({ 11: 3 }), 0.9)).toBe(7776000);
    expect(histogramQuantile(histogram({}), 0.5)).toBeNull();
    expect(histogramQuantile([], 0.5)).toBeNull();
  });
});

describe('report periods', () => {
  it('lists every week from its Monday and every month from its first', () => {
    expect(periodStarts('2026-03-04', '2026-03-23', 'week')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    expect(periodStarts('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('defaults to twelve months or weeks to today', () => {
    expect(defaultPeriodFrom('2026-03-15', 'month')).toBe('2025-04-01');
    expect(defaultPeriodFrom('2026-01-31', 'month')).toBe('2025-02-01');
    expect(defaultPeriodFrom('2026-03-18', 'week')).toBe('2025-12-29');
  });

  it('refuses a period backwards, longer than three years, or a bad interval', () => {
    const problems = (query: object) =>
      periodQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ from: '2026-03-01', to: '2026-02-01' })).toEqual(['reports.toBeforeFrom']);
    expect(problems({ from: '2023-01-01', to: '2026-01-01' })).toEqual(['reports.periodTooLong']);
    expect(problems({ from: '2023-01-02', to: '2026-01-01' })).toEqual([]);
    expect(problems({ interval: 'day' })).toEqual(['reports.badInterval']);
  });
});

describe('the rollup ranges a period reads', () => {
  it('reads the months it holds whole and the days of the months it cuts', () => {
    expect(rollupRanges('2026-01-15', '2026-04-10')).toEqual([
      { grain: 'day', from: '2026-01-15', until: '2026-02-01' },
      { grain: 'month', from: '2026-02-01', until: '2026-04-01' },
      { grain: 'day', from: '2026-04-01', until: '2026-04-11' },
    ]);
    expect(rollupRanges('2026-01-01', '2026-03-31')).toEqual([
      { grain: 'month', from: '2026-01-01', until: '2026-04-01' },
    ]);
    expect(rollupRanges('2025-12-01', '2026-12-31')).toEqual([
      { grain: 'month', from: '2025-12-01', until: '2027-01-01' },
    ]);
  });

  it('reads days within one month, and days only by week', () => {
    expect(rollupRanges('2026-03-02', '2026-03-30')).toEqual([
      { grain: 'day', from: '2026-03-02', until: '2026-03-31' },
    ]);
    expect(rollupRanges('2026-01-01', '2026-03-31', true)).toEqual([
      { grain: 'day', from: '2026-01-01', until: '2026-04-01' },
    ]);
  });
});
