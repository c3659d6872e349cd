import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import { workCsvCells, workTableHeader, workTableRows } from '@cmms/shared/report-tables';
import {
  backlogReportSchema,
  periodQuerySchema,
  reportPaths,
  reportQuerySchema,
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
import { backlogReport, workReportWithSite } from './reports.service';
import { workReportPdf } from './work-report-pdf';

const tags = ['reports'];
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
        (async function* () {
          yield rows;
        })(),
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
        summary: `The work report as an A4 PDF: summary, chart and every table. ${PERIOD}`,
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
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${workPdfFile(report.from, report.to)}"`,
        )
        .header('cache-control', 'no-store');
      return reply.send(
        workReportPdf(
          { report, siteName: site?.name ?? null, generatedAt: deps.clock.now(), timeZone },
          translatorOf(request),
        ),
      );
    },
  );
};
