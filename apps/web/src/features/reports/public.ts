// What other features may use of reports; everything else here is its own.
/** The weekly summary mail's setting (issue 36), shown in Settings. */
export { useSaveWeeklySummary, useWeeklySummary } from './api/weekly-summary';
