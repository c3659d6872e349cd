import {
  holidayInputSchema,
  holidaySchema,
  idParamsSchema,
  shiftInputSchema,
  shiftSchema,
} from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { translatorOf } from '../../lib/i18n/request-language';
import { attendancePolicy } from './attendance.policy';
import { presentHoliday, presentShift } from './attendance.presenter';
import {
  createHoliday,
  createShift,
  deleteHoliday,
  deleteShift,
  listHolidays,
  listShifts,
  loadHoliday,
  loadShift,
} from './calendar.service';

const tags = ['attendance'];
const security = [{ bearerAuth: [] }];
const message = z.object({ message: z.string() });

/** Holidays and shifts (requirements/attendance.md#calls): everyone reads those that concern them; admins add them. */
export const calendarRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const adminsOnly = allowOnly(
    attendancePolicy.canAdminister,
    msg('attendance.calendarAdminsOnly'),
  );

  app.get(
    '/attendance/holidays',
    {
      schema: {
        tags,
        security,
        summary: 'Holidays: global ones and those of your sites (administrators all), by date',
        response: { 200: z.array(holidaySchema) },
      },
    },
    async (request) => (await listHolidays(deps, actorOf(request))).map(presentHoliday),
  );

  app.post(
    '/attendance/holidays',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Add a holiday, global or for one site; one per date and site (admin, superadmin)',
        body: holidayInputSchema,
        response: { 201: holidaySchema },
      },
    },
    async (request, reply) => {
      const holiday = await createHoliday(deps, actorOf(request), request.body);
      return reply.status(201).send(presentHoliday(holiday));
    },
  );

  app.delete(
    '/attendance/holidays/:id',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a holiday (admin, superadmin)',
        params: idParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteHoliday(deps, actorOf(request), await loadHoliday(deps, request.params.id));
      return { message: translatorOf(request).t('attendance.holidayDeleted') };
    },
  );

  app.get(
    '/attendance/shifts',
    {
      schema: {
        tags,
        security,
        summary:
          "Shifts: everyone's, your sites' and your own, and for managers and supervisors those of the people of their sites (administrators all)",
        response: { 200: z.array(shiftSchema) },
      },
    },
    async (request) => (await listShifts(deps, actorOf(request))).map(presentShift),
  );

  app.post(
    '/attendance/shifts',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary:
          'Add a shift for a site, a user, both or everyone; check-ins after its start plus 15 minutes are Late (admin, superadmin)',
        body: shiftInputSchema,
        response: { 201: shiftSchema },
      },
    },
    async (request, reply) => {
      const shift = await createShift(deps, actorOf(request), request.body);
      return reply.status(201).send(presentShift(shift));
    },
  );

  app.delete(
    '/attendance/shifts/:id',
    {
      preValidation: adminsOnly,
      schema: {
        tags,
        security,
        summary: 'Delete a shift (admin, superadmin)',
        params: idParamsSchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await deleteShift(deps, actorOf(request), await loadShift(deps, request.params.id));
      return { message: translatorOf(request).t('attendance.shiftDeleted') };
    },
  );
};
