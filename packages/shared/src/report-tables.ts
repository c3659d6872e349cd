import type { PlainKey } from './i18n/message';
import type { Translator } from './i18n/translator';
import {
  type PmFigures,
  type PmReport,
  WORK_FIGURE_COLUMNS,
  WORK_TABLE_FIRST_COLUMN,
  type WorkFigures,
  type WorkReport,
  type WorkTable,
} from './reports';
import { TASK_PRIORITY_LABELS, TASK_TYPE_LABELS } from './work-orders';

/**
 * The work report's tables as rows (docs/reports.md): what the screen's tables, the CSV and the
 * PDF show, from one place, so the three agree.
 */
export type WorkRowLabel =
  | { kind: 'text'; text: string }
  | { kind: 'key'; key: PlainKey }
  | { kind: 'period'; start: string };
export type WorkRow = { id: string; label: WorkRowLabel; figures: WorkFigures };

const text = (value: string): WorkRowLabel => ({ kind: 'text', text: value });

export function workTableRows(report: WorkReport, table: WorkTable): WorkRow[] {
  switch (table) {
    case 'periods':
      return report.periods.map(({ start, ...figures }) => ({
        id: start,
        label: { kind: 'period', start },
        figures,
      }));
    case 'sites':
      return report.bySite.map(({ siteId, name, ...figures }) => ({
        id: siteId,
        label: text(name),
        figures,
      }));
    case 'assignees':
      return report.byAssignee.map(({ userId, name, ...figures }) => ({
        id: userId,
        label: text(name),
        figures,
      }));
    case 'assetTypes':
      return report.byAssetType.map(({ assetType, ...figures }) => ({
        id: assetType ?? '',
        label: assetType === null ? { kind: 'key', key: 'reports.noAssetType' } : text(assetType),
        figures,
      }));
    case 'priorities':
      return report.byPriority.map(({ priority, ...figures }) => ({
        id: priority,
        label: { kind: 'key', key: TASK_PRIORITY_LABELS[priority] },
        figures,
      }));
    case 'taskTypes':
      return report.byTaskType.map(({ taskType, ...figures }) => ({
        id: taskType,
        label: { kind: 'key', key: TASK_TYPE_LABELS[taskType] },
        figures,
      }));
  }
}

/** The figures' column headings. */
const FIGURE_LABELS = {
  opened: 'reports.opened',
  completed: 'reports.completed',
  completedOnTime: 'reports.completedOnTime',
  onTimeRate: 'reports.onTimeRate',
  cancelled: 'reports.cancelled',
  reopened: 'reports.reopened',
  completionMeanHours: 'reports.completionMeanHours',
  completionMedianHours: 'reports.completionMedianHours',
  completionP90Hours: 'reports.completionP90Hours',
} as const satisfies Record<(typeof WORK_FIGURE_COLUMNS)[number], PlainKey>;

/** A table's column headings, in the translator's language. */
export const workTableHeader = (table: WorkTable, translator: Pick<Translator, 't'>) => [
  translator.t(WORK_TABLE_FIRST_COLUMN[table]),
  ...WORK_FIGURE_COLUMNS.map((column) => translator.t(FIGURE_LABELS[column])),
];

type Reader = Pick<Translator, 't' | 'formats'>;

/** A row's first cell: a month as "Mar 2026", a week by its Monday. */
export function workRowLabelText(
  label: WorkRowLabel,
  interval: WorkReport['interval'],
  reader: Reader,
) {
  if (label.kind === 'text') return label.text;
  if (label.kind === 'key') return reader.t(label.key);
  return interval === 'month'
    ? reader.formats.day(label.start, { month: 'short', year: 'numeric' })
    : reader.formats.day(label.start, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A row's figures as a reader sees them: counts, the rate in percent, hours to one decimal. */
export function workFigureTexts(figures: WorkFigures, reader: Pick<Translator, 'formats'>) {
  const { number } = reader.formats;
  const hours = (value: number | null) =>
    value === null ? '–' : number(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return WORK_FIGURE_COLUMNS.map((column) => {
    const value = figures[column];
    if (column === 'onTimeRate') {
      return value === null ? '–' : number(value, { style: 'percent', maximumFractionDigits: 0 });
    }
    if (column.endsWith('Hours')) return hours(value);
    return number(value ?? 0);
  });
}

/**
 * A row as the CSV has it: data in one form for every reader (spreadsheets read it): the period
 * as its first day, the rate as a fraction, hours to two decimals, empty where there is none.
 */
export function workCsvCells(row: WorkRow, reader: Pick<Translator, 't'>) {
  const first =
    row.label.kind === 'period'
      ? row.label.start
      : row.label.kind === 'key'
        ? reader.t(row.label.key)
        : row.label.text;
  return [
    first,
    ...WORK_FIGURE_COLUMNS.map((column) => {
      const value = row.figures[column];
      if (value === null) return null;
      if (column === 'onTimeRate') return Math.round(value * 1000) / 1000;
      return value;
    }),
  ];
}

/** The PM table's column headings (periods or sites first). */
export const pmTableHeader = (first: 'period' | 'site', reader: Pick<Translator, 't'>) => [
  reader.t(first === 'period' ? 'reports.period' : 'reports.site'),
  reader.t('reports.pmDue'),
  reader.t('reports.pmDoneInWindow'),
  reader.t('reports.pmCompliance'),
];

/** A PM row's figures as a reader sees them: the counts, compliance in percent. */
export const pmFigureTexts = (figures: PmFigures, reader: Pick<Translator, 'formats'>) => [
  reader.formats.number(figures.due),
  reader.formats.number(figures.doneInWindow),
  figures.compliance === null
    ? '–'
    : reader.formats.number(figures.compliance, { style: 'percent', maximumFractionDigits: 0 }),
];

/** The PM report's periods as the screen and the PDF show them. */
export const pmPeriodTexts = (report: PmReport, reader: Pick<Translator, 't' | 'formats'>) =>
  report.periods.map((period) => [
    workRowLabelText({ kind: 'period', start: period.start }, report.interval, reader),
    ...pmFigureTexts(period, reader),
  ]);
