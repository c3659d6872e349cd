import type { ReportQuery } from '@cmms/shared/attendance';
import {
  ATTENDANCE_CSV_FILE,
  attendancePdfFile,
  CSV_COLUMNS,
  reportQuerySchema,
} from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import { englishTranslator } from '@cmms/shared/i18n/source-translators';
import type { Translator } from '@cmms/shared/i18n/translator';
import { dateIn } from '@cmms/shared/zones';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserActor } from '../../lib/actor';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendCsv } from '../../lib/http/csv';
import { translatorOf } from '../../lib/i18n/request-language';
import { attendancePolicy } from './attendance.policy';
import { reportCells } from './attendance.presenter';
import { attendancePdf } from './report-pdf';
import { attendanceReport } from './reports.service';

const tags = ['attendance'];
const security = [{ bearerAuth: [] }];

/**
 * The reports (requirements/attendance.md#screens, the Reports tab and Attendance Management; #limits), for administrators: CSV and PDF of a month or
 * a range, by user and site, streamed from the query a batch at a time. Both speak the language of
 * the request that asked for them; the CSV's rows stay data in one form for every reader
 * (spreadsheets read them), only its header is translated.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const adminsOnly = allowOnly(attendancePolicy.canAdminister, msg('attendance.reportsAdminsOnly'));

  async function sendReportCsv(
    actor: UserActor,
    query: ReportQuery,
    reply: FastifyReply,
    translator: Translator,
  ) {
    const report = await attendanceReport(deps, actor, query);
    const header = CSV_COLUMNS.map((column) => translator.t(column));
    return sendCsv(reply, ATTENDANCE_CSV_FILE, header, report.batches, (row) => [
      ...reportCells(row, englishTranslator),
      row.remarks,
    ]);
  }

  for (const path of ['/attendance/download/csv', '/attendance/download']) {
    app.get(
      path,
      {
        preValidation: adminsOnly,
        schema: {
          tags,
          security,
          summary:
            path === '/attendance/download'
              ? "The admin screen's CSV (attendance_records.csv): a range (default the last 30 days; at most 366), by site and user"
              : 'The Reports tab CSV (attendance_records.csv): a month (default this one), by user and site',
          querystring: reportQuerySchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) =>
        sendReportCsv(actorOf(request), request.query, reply, translatorOf(request)),
    );
  }

  app.get(
    '/attendance/download/pdf',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'The attendance PDF (attendance_report_{date}.pdf): title, period, generation time, page numbers; a month or a range, by user and site',
        querystring: reportQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const report = await attendanceReport(deps, actorOf(request), request.query);
      const fileName = attendancePdfFile(dateIn(report.generatedAt, report.timeZone));
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      return reply.send(attendancePdf(report, translatorOf(request)));
    },
  );
};
