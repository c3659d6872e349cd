import { FileText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SiteLine } from '../../../components/ui/site-line';
import { t, translator } from '../../../lib/i18n/i18n';
import { useListSite } from '../../sites/public';
import { downloadWorkPdf, useBacklogReport, usePmReport, useWorkReport } from '../api/reports';
import { BacklogSection } from '../components/backlog-section';
import { type Period, PeriodForm } from '../components/period-form';
import { PmSection } from '../components/pm-section';
import { ReportState } from '../components/report-states';
import { WorkSection } from '../components/work-section';
import { periodErrors, periodOf, type ReportFilters } from '../lib/report-filters';
import { useDownload } from '../lib/use-download';

/**
 * Reports (issue 36, docs/reports.md): what a maintenance manager reports upward, computed on the
 * server for the header's site or all the reader's sites, for the period in the address: the work
 * orders of the period, its preventive maintenance and the backlog now, each a chart with the table behind it, a CSV of each
 * table and the whole as an A4 PDF.
 */
export function ReportsPage() {
  const site = useListSite();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  const errors = periodErrors(period, translator());
  const filters: ReportFilters | null = errors ? null : { ...period, siteId: site.siteId };
  const work = useWorkReport(filters);
  const backlog = useBacklogReport(site.siteId);
  const pm = usePmReport(filters);
  const pdf = useDownload<'pdf'>();
  const setPeriod = (next: Period) =>
    setParams(
      (now) => {
        const changed = new URLSearchParams(now);
        changed.set('from', next.from);
        changed.set('to', next.to);
        changed.set('interval', next.interval);
        return changed;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeader
        title={t('reports.title')}
        actions={
          <Button
            icon={<FileText className="size-4" aria-hidden />}
            loading={pdf.working === 'pdf'}
            disabled={filters === null}
            onClick={() => filters && void pdf.start('pdf', () => downloadWorkPdf(filters))}
          >
            {t('reports.downloadPdf')}
          </Button>
        }
      >
        <p className="text-sm text-slate-600">{t('reports.subtitle')}</p>
        {site.label && <SiteLine label={t('reports.site')} site={site.label} />}
      </PageHeader>
      <PeriodForm period={period} errors={errors} onChange={setPeriod} />
      {filters && (
        <ReportState query={work} loading>
          {(report) => <WorkSection report={report} filters={filters} />}
        </ReportState>
      )}
      {filters && (
        <ReportState query={pm}>
          {(report) => <PmSection report={report} filters={filters} />}
        </ReportState>
      )}
      <ReportState query={backlog}>{(report) => <BacklogSection report={report} />}</ReportState>
    </div>
  );
}
