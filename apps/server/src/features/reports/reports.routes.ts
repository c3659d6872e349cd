import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import {
  pmTableHeader,
  workCsvCells,
  workTableHeader,
  workTableRows,
} from '@cmms/shared/report-tables';
import {
  backlogReportSchema,
  periodQuerySchema,
  pmCsvFile,
  pmReportSchema,
  reportPaths,
  reportQuerySchema,
  weeklySummaryInputSchema,
  weeklySummarySettingsSchema,
  workCsvFile,
  workCsvQuerySchema,
  workPdfFile,
  workReportSchema,
} from '@cmms/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendCsv } from '../../lib/http/csv';
import { translatorOf } from '../../lib/i18n/request-language';
import { reportPolicy } from './reports.policy';
import { backlogReport, pmReport, workReportWithSite } from './reports.service';
import {
  receivesWeeklySummary,
  setWeeklySummary,
  weeklySummarySettings,
} from './weekly-summary.service';
import { workReportPdf } from './work-report-pdf';

const tags = ['reports'];

/** A report's rows, already in hand, as the one batch of a CSV. */
async function* oneBatch<Row>(rows: Row[]) {
  yield rows;
}
const security = [{ bearerAuth: [] }];
const PERIOD =
  "from and to are days on each site's calendar, inclusive (default: the twelve weeks or months to today), interval week or month (default month)";

/** Reports (issue 36, docs/reports.md), for administrators, managers and supervisors. */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  const readers = allowOnly(reportPolicy.canView);

  app.get(
    reportPaths.backlog,
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary:
          "The open work orders now, by age (days since creation on each site's calendar: 0-7, 8-30, 31-90, 90+) and priority, at the caller's sites or one of them",
        querystring: reportQuerySchema,
        response: { 200: backlogReportSchema },
      },
    },
    (request) => backlogReport(deps, actorOf(request), request.query.siteId),
  );

  app.get(
    reportPaths.work,
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary: `The work orders of a period: opened, completed (on time), cancelled, reopened and completion times, by week or month, site, assignee, asset type, priority and type. ${PERIOD}`,
        querystring: periodQuerySchema,
        response: { 200: workReportSchema },
      },
    },
    async (request) => (await workReportWithSite(deps, actorOf(request), request.query)).report,
  );

  app.get(
    reportPaths.workCsv,
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary: `One table of the work report as CSV (table: periods, sites, assignees, assetTypes, priorities or taskTypes; default periods). ${PERIOD}`,
        querystring: workCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const { report } = await workReportWithSite(deps, actorOf(request), query);
      // The rows stay data in one form for every reader; only the header is translated.
      const rows = workTableRows(report, table);
      return sendCsv(
        reply,
        workCsvFile(table, report.from, report.to),
        workTableHeader(table, translatorOf(request)),
        oneBatch(rows),
        (row) => workCsvCells(row, englishTranslator),
      );
    },
  );

  app.get(
    reportPaths.workPdf,
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary: `The work report as an A4 PDF: summary, chart and every table, then preventive maintenance. ${PERIOD}`,
        querystring: periodQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { report, site, timeZone } = await workReportWithSite(
        deps,
        actorOf(request),
        request.query,
      );
      const pm = await pmReport(deps, actorOf(request), request.query);
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${workPdfFile(report.from, report.to)}"`,
        )
        .header('cache-control', 'no-store');
      return reply.send(
        workReportPdf(
          { report, pm, siteName: site?.name ?? null, generatedAt: deps.clock.now(), timeZone },
          translatorOf(request),
        ),
      );
    },
  );

  app.get(
    reportPaths.pm,
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary: `Preventive maintenance of a period: PM work orders due and done within their window (due date plus a tenth of the PM's interval), by week or month and site; planned (maintenance, inspection) against reactive (repair) work orders opened; PM work orders overdue now. ${PERIOD}`,
        querystring: periodQuerySchema,
        response: { 200: pmReportSchema },
      },
    },
    (request) => pmReport(deps, actorOf(request), request.query),
  );

  app.get(
    reportPaths.pmCsv,
    {
      preValidation: readers,
      schema: {
        tags,
        security,
        summary: `PM compliance by period as CSV: due, done in window, compliance (a fraction). ${PERIOD}`,
        querystring: periodQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const report = await pmReport(deps, actorOf(request), request.query);
      return sendCsv(
        reply,
        pmCsvFile(report.from, report.to),
        pmTableHeader('period', translatorOf(request)),
        oneBatch(report.periods),
        (period) => [
          period.start,
          period.due,
          period.doneInWindow,
          period.compliance === null ? null : Math.round(period.compliance * 1000) / 1000,
        ],
      );
    },
  );

  const recipients = allowOnly(receivesWeeklySummary);
  app.get(
    reportPaths.weeklySummary,
    {
      preValidation: recipients,
      schema: {
        tags,
        security,
        summary:
          "Whether the caller (a manager or an administrator) receives the weekly summary mail: on by default, on Monday at 07:00 on their site's calendar",
        response: { 200: weeklySummarySettingsSchema },
      },
    },
    (request) => weeklySummarySettings(deps, actorOf(request)),
  );
  app.put(
    reportPaths.weeklySummary,
    {
      preValidation: recipients,
      schema: {
        tags,
        security,
        summary: 'Turns the weekly summary mail on or off for the caller',
        body: weeklySummaryInputSchema,
        response: { 200: weeklySummarySettingsSchema },
      },
    },
    (request) => setWeeklySummary(deps, actorOf(request), request.body.enabled),
  );
};
