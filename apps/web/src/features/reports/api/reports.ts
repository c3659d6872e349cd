import {
  type BacklogReport,
  type PmReport,
  pmCsvFile,
  reportPaths,
  type WorkReport,
  type WorkTable,
  workCsvFile,
  workPdfFile,
} from '@cmms/shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { useMe } from '../../../lib/session';
import { type ReportFilters, reportQueryOf } from '../lib/report-filters';

// Keyed by the signed-in user (what the reports count depends on their sites); one root,
// 'reports', which a live change of a work order or a PM makes stale (live-staleness.ts).
const reportKeys = {
  all: ['reports'] as const,
  work: (me: string, filters: ReportFilters) =>
    ['reports', me, 'work', reportQueryOf(filters)] as const,
  backlog: (me: string, siteId: string | null) => ['reports', me, 'backlog', siteId] as const,
  pm: (me: string, filters: ReportFilters) =>
    ['reports', me, 'pm', reportQueryOf(filters)] as const,
};

const NO_FILTERS: ReportFilters = { from: '', to: '', interval: 'month', siteId: null };

/** GET /reports/work: the period's work orders by period and breakdown. */
export function useWorkReport(filters: ReportFilters | null) {
  const me = useMe();
  return useQuery({
    queryKey: reportKeys.work(me, filters ?? NO_FILTERS),
    queryFn: ({ signal }) =>
      apiRequest<WorkReport>('GET', reportPaths.work, {
        query: filters ? reportQueryOf(filters) : {},
        signal,
      }),
    enabled: me !== '' && filters !== null,
    // The figures on screen stay while another period or site loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /reports/pm: PM compliance of the period, planned against reactive, PMs overdue now. */
export function usePmReport(filters: ReportFilters | null) {
  const me = useMe();
  return useQuery({
    queryKey: reportKeys.pm(me, filters ?? NO_FILTERS),
    queryFn: ({ signal }) =>
      apiRequest<PmReport>('GET', reportPaths.pm, {
        query: filters ? reportQueryOf(filters) : {},
        signal,
      }),
    enabled: me !== '' && filters !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /reports/backlog: the open work orders now, by age and priority. */
export function useBacklogReport(siteId: string | null) {
  const me = useMe();
  return useQuery({
    queryKey: reportKeys.backlog(me, siteId),
    queryFn: ({ signal }) =>
      apiRequest<BacklogReport>('GET', reportPaths.backlog, {
        query: { siteId: siteId ?? undefined },
        signal,
      }),
    enabled: me !== '',
    placeholderData: keepPreviousData,
  });
}

export const downloadWorkCsv = (filters: ReportFilters, table: WorkTable) =>
  downloadFile(
    reportPaths.workCsv,
    { ...reportQueryOf(filters), table },
    workCsvFile(table, filters.from, filters.to),
  );

export const downloadWorkPdf = (filters: ReportFilters) =>
  downloadFile(reportPaths.workPdf, reportQueryOf(filters), workPdfFile(filters.from, filters.to));

export const downloadPmCsv = (filters: ReportFilters) =>
  downloadFile(reportPaths.pmCsv, reportQueryOf(filters), pmCsvFile(filters.from, filters.to));
