import { histogramQuantile, type PmFigures, type WorkFigures } from '@cmms/shared/reports';
import type { DayCountSums } from './reports.repository';

/** The figures of summed rollup rows (docs/reports.md, "Definitions"). */
export function figuresOf(sums: DayCountSums | undefined): WorkFigures {
  const completed = sums?.completed ?? 0;
  const histogram = sums?.histogram ?? [];
  const hoursOf = (seconds: number | null) =>
    seconds === null ? null : Math.round((seconds / 3600) * 100) / 100;
  return {
    opened: sums?.opened ?? 0,
    completed,
    completedOnTime: sums?.completedOnTime ?? 0,
    onTimeRate: completed > 0 ? (sums?.completedOnTime ?? 0) / completed : null,
    cancelled: sums?.cancelled ?? 0,
    reopened: sums?.reopened ?? 0,
    completionMeanHours: hoursOf(completed > 0 ? (sums?.completionSeconds ?? 0) / completed : null),
    completionMedianHours: hoursOf(histogramQuantile(histogram, 0.5)),
    completionP90Hours: hoursOf(histogramQuantile(histogram, 0.9)),
  };
}

export const addSums = (into: DayCountSums, row: DayCountSums): DayCountSums => ({
  key: into.key,
  opened: into.opened + row.opened,
  completed: into.completed + row.completed,
  completedOnTime: into.completedOnTime + row.completedOnTime,
  cancelled: into.cancelled + row.cancelled,
  reopened: into.reopened + row.reopened,
  completionSeconds: into.completionSeconds + row.completionSeconds,
  histogram: row.histogram.map((n, index) => n + (into.histogram[index] ?? 0)),
  pmDue: into.pmDue + row.pmDue,
  pmDoneInWindow: into.pmDoneInWindow + row.pmDoneInWindow,
});

export const hasAny = (sums: DayCountSums) =>
  sums.opened + sums.completed + sums.cancelled + sums.reopened > 0;

export const noSums = (): DayCountSums => ({
  key: '',
  opened: 0,
  completed: 0,
  completedOnTime: 0,
  cancelled: 0,
  reopened: 0,
  completionSeconds: 0,
  histogram: [],
  pmDue: 0,
  pmDoneInWindow: 0,
});

/** PM compliance of summed rollup rows (docs/reports.md, "Preventive maintenance"). */
export const pmFiguresOf = (sums: DayCountSums | undefined): PmFigures => {
  const due = sums?.pmDue ?? 0;
  const doneInWindow = sums?.pmDoneInWindow ?? 0;
  return { due, doneInWindow, compliance: due > 0 ? doneInWindow / due : null };
};
