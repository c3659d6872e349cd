import {
  attendanceDaySchema,
  attendanceMonthSchema,
  attendanceRecordSchema,
  attendanceUserSchema,
  checkInInputSchema,
  checkOutInputSchema,
  idParamsSchema,
  monthlyQuerySchema,
  recordsQuerySchema,
  recordUpdateSchema,
  userAttendanceQuerySchema,
  userIdParamsSchema,
} from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly, requireAuth } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { translatorOf } from '../../lib/i18n/request-language';
import { attendancePolicy } from './attendance.policy';
import { presentRecord } from './attendance.presenter';
import { checkIn, checkOut, loadRecord, todaysRecords, updateRecord } from './attendance.service';
import { calendarRoutes } from './calendar.routes';
import { leaveRoutes } from './leave.routes';
import { listAttendanceDays, monthlyAttendance } from './monthly.service';
import { reportRoutes } from './reports.routes';
import { listAllRecords, listUsersForFilter } from './reports.service';
import { teamRoutes } from './team.routes';

const tags = ['attendance'];
const security = [{ bearerAuth: [] }];

/** Attendance (requirements/attendance.md#calls): punches decided by the server, the views, and the admin's records. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireAuth(deps));
  const punchOnly = allowOnly(attendancePolicy.canPunch, msg('attendance.readOnly'));
  const adminOnly = allowOnly(attendancePolicy.canAdminister, msg('attendance.reportsAdminsOnly'));

  app.post(
    '/attendance/check-in',
    {
      preValidation: punchOnly,
      schema: {
        tags,
        security,
        summary:
          'Punch in at one of your sites: the server measures the distance to the site (50 m) and ignores any distance sent; a position reported less accurate than 100 m is refused (wait for a better fix); takenAt, for a punch sent later, is when it was made (at most 24 hours ago)',
        body: checkInInputSchema,
        response: { 201: attendanceRecordSchema },
      },
    },
    async (request, reply) => {
      const forms = translatorOf(request).formats;
      const record = await checkIn(deps, actorOf(request), request.body, forms);
      return reply.status(201).send(presentRecord(record));
    },
  );

  app.post(
    '/attendance/check-out',
    {
      preValidation: punchOnly,
      schema: {
        tags,
        security,
        summary:
          "Punch out at a site: closes today's open record there (or last night's), with the same position checks as a punch in; takenAt, for a punch sent later, is when it was made",
        body: checkOutInputSchema,
        response: { 200: attendanceRecordSchema },
      },
    },
    async (request) => {
      const forms = translatorOf(request).formats;
      return presentRecord(await checkOut(deps, actorOf(request), request.body, forms));
    },
  );

  app.get(
    '/attendance/today',
    {
      schema: {
        tags,
        security,
        summary: "Your records of today (and last night's still open): the punch state per site",
        response: { 200: z.array(attendanceRecordSchema) },
      },
    },
    async (request) => (await todaysRecords(deps, actorOf(request))).map(presentRecord),
  );

  app.get(
    '/attendance/user/:userId',
    {
      schema: {
        tags,
        security,
        summary:
          "A user's days, newest first, each merged from its records (yours; approvers those of their sites)",
        params: userIdParamsSchema,
        querystring: userAttendanceQuerySchema,
        response: { 200: z.array(attendanceDaySchema) },
      },
    },
    async (request, reply) => {
      const { days, total } = await listAttendanceDays(
        deps,
        actorOf(request),
        request.params.userId,
        request.query,
      );
      return sendPage(reply, { rows: days, total }, (day) => day);
    },
  );

  app.get(
    '/attendance/user/:userId/monthly',
    {
      schema: {
        tags,
        security,
        summary:
          'The monthly view: each day the record, else approved leave, else a holiday, else Absent once past',
        params: userIdParamsSchema,
        querystring: monthlyQuerySchema,
        response: { 200: attendanceMonthSchema },
      },
    },
    async (request) =>
      monthlyAttendance(
        deps,
        actorOf(request),
        request.params.userId,
        request.query,
        translatorOf(request),
      ),
  );

  app.get(
    '/attendance/all',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Attendance records of a date range (default the last 30 days; at most 366, a start alone runs to today), by site and user, newest first (admin, superadmin)',
        querystring: recordsQuerySchema,
        response: { 200: z.array(attendanceRecordSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAllRecords(deps, actorOf(request), request.query), presentRecord),
  );

  app.get(
    '/attendance/users',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "The admin screen's User filter: every approved user but administrators; worksShifts marks those a shift may name (they punch: not the client)",
        response: { 200: z.array(attendanceUserSchema) },
      },
    },
    async () => listUsersForFilter(deps),
  );

  app.put(
    '/attendance/records/:id',
    {
      preValidation: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Correct a record: times (ISO 8601, 2000 to 2100), status and remarks, and (ours, optional) the reason; the record keeps who corrected it and why; the activity log keeps the old and new values (admin, superadmin)',
        params: idParamsSchema,
        body: recordUpdateSchema,
        response: { 200: attendanceRecordSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const record = await loadRecord(deps, actor, request.params.id);
      return presentRecord(await updateRecord(deps, actor, { record, values: request.body }));
    },
  );

  await app.register(leaveRoutes, { deps });
  await app.register(calendarRoutes, { deps });
  await app.register(reportRoutes, { deps });
  await app.register(teamRoutes, { deps });
};
