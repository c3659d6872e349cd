import {
  attendanceRecordSchema,
  idParamsSchema,
  teamCorrectionSchema,
  teamPunchInputSchema,
  teamTodayQuerySchema,
  teamTodaySchema,
} from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { attendancePolicy } from './attendance.policy';
import { presentRecord } from './attendance.presenter';
import { addTeamPunch, correctTeamRecord, loadTeamRecord } from './attendance.service';
import { teamToday } from './team.service';

const tags = ['attendance'];
const security = [{ bearerAuth: [] }];

/**
 * The team's attendance (issue 30): the Today view of the people of one's sites, and the punches
 * a manager or supervisor adds or corrects for them, with a reason (manage_attendance;
 * administrators everyone's). Never one's own.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const teamOnly = allowOnly(attendancePolicy.canManageTeam, msg('attendance.teamOnly'));

  app.get(
    '/attendance/team/today',
    {
      preValidation: teamOnly,
      schema: {
        tags,
        security,
        summary:
          "Today at your sites (or the one asked for): each person who works shifts with one status on their site's calendar and clock (On site, Late, Left, Not yet in, Absent, On leave, Holiday, Day off) and today's records (manager, supervisor, admin)",
        querystring: teamTodayQuerySchema,
        response: { 200: teamTodaySchema },
      },
    },
    async (request) => teamToday(deps, actorOf(request), request.query, translatorOf(request)),
  );

  app.post(
    '/attendance/team/records',
    {
      preValidation: teamOnly,
      schema: {
        tags,
        security,
        summary:
          "Add a punch a person of your sites missed (times ISO 8601, without an offset on the site's clock; not in the future; no overlap), with a required reason; the server decides Present or Late; never your own (manager, supervisor, admin)",
        body: teamPunchInputSchema,
        response: { 201: attendanceRecordSchema },
      },
    },
    async (request, reply) => {
      const record = await addTeamPunch(deps, actorOf(request), request.body);
      return reply.status(201).send(presentRecord(record));
    },
  );

  app.put(
    '/attendance/team/records/:id',
    {
      preValidation: teamOnly,
      schema: {
        tags,
        security,
        summary:
          'Correct the times of a record of a person of your sites, with a required reason; the status follows the corrected check-in; the activity log keeps the old and new values; never your own (manager, supervisor, admin)',
        params: idParamsSchema,
        body: teamCorrectionSchema,
        response: { 200: attendanceRecordSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const record = await loadTeamRecord(deps, actor, request.params.id);
      return presentRecord(await correctTeamRecord(deps, actor, { record, values: request.body }));
    },
  );
};
