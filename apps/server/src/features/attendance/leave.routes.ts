import {
  idParamsSchema,
  type LeaveStatus,
  leaveDecisionSchema,
  leaveInputSchema,
  leaveListQuerySchema,
  leaveRequestSchema,
  leaveSummaryQuerySchema,
  leaveSummarySchema,
} from '@cmms/shared/attendance';
import { msg } from '@cmms/shared/i18n/message';
import { pageQuerySchema } from '@cmms/shared/lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserActor } from '../../lib/actor';
import { actorOf, allowOnly } from '../../lib/auth/require-auth';
import type { AppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/http/pages';
import { attendancePolicy } from './attendance.policy';
import { presentLeave } from './attendance.presenter';
import {
  decideLeave,
  listLeaveOfSites,
  listOwnLeave,
  loadVisibleLeave,
  requestLeave,
  summarizeLeave,
} from './leave.service';

const tags = ['attendance'];
const security = [{ bearerAuth: [] }];

/** Leave requests (requirements/attendance.md#calls): one's own, and the approvers' lists and decisions. */
export const leaveRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const approversOnly = allowOnly(
    attendancePolicy.canApproveLeave,
    msg('attendance.approversOnly'),
  );

  app.get(
    '/attendance/leave/user',
    {
      schema: {
        tags,
        security,
        summary: 'Your leave requests, newest first',
        querystring: pageQuerySchema,
        response: { 200: z.array(leaveRequestSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listOwnLeave(deps, actorOf(request), request.query), presentLeave),
  );

  app.post(
    '/attendance/leave',
    {
      preValidation: allowOnly(attendancePolicy.canPunch, msg('attendance.readOnly')),
      schema: {
        tags,
        security,
        summary:
          'Request leave: a year back to a year ahead of today, no overlap with your own pending or approved leave; the approvers of your sites are notified',
        body: leaveInputSchema,
        response: { 201: leaveRequestSchema },
      },
    },
    async (request, reply) => {
      const leave = await requestLeave(deps, actorOf(request), request.body);
      return reply.status(201).send(presentLeave(leave));
    },
  );

  app.get(
    '/attendance/leave/all',
    {
      preValidation: approversOnly,
      schema: {
        tags,
        security,
        summary:
          'Leave requests of the people of your sites (administrators everyone), or of one of them (siteId), newest first, by status Pending, Approved or Rejected (manager, supervisor, admin)',
        querystring: leaveListQuerySchema,
        response: { 200: z.array(leaveRequestSchema) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listLeaveOfSites(deps, actorOf(request), request.query), presentLeave),
  );

  app.get(
    '/attendance/leave/summary',
    {
      preValidation: approversOnly,
      schema: {
        tags,
        security,
        summary:
          'Leave Management: the pending count and the latest 10 decisions, of your sites or of one of them (siteId)',
        querystring: leaveSummaryQuerySchema,
        response: { 200: leaveSummarySchema },
      },
    },
    async (request) => {
      const summary = await summarizeLeave(deps, actorOf(request), request.query);
      return { ...summary, recentDecisions: summary.recentDecisions.map(presentLeave) };
    },
  );

  const decide = {
    preValidation: approversOnly,
    schema: {
      tags,
      security,
      params: idParamsSchema,
      body: leaveDecisionSchema,
      response: { 200: leaveRequestSchema },
    },
  };
  const handleDecision = async (
    actor: UserActor,
    id: string,
    { status, note }: { status: LeaveStatus; note: string | null },
  ) => {
    const leave = await loadVisibleLeave(deps, actor, id);
    return presentLeave(await decideLeave(deps, actor, { leave, status, note }));
  };

  app.patch(
    '/attendance/leave/:id/process',
    {
      ...decide,
      schema: {
        ...decide.schema,
        summary:
          'Approve or reject a pending request ("Approved" / "Rejected", either case); note (ours, optional): why, shown to the requester',
      },
    },
    async (request) => handleDecision(actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/attendance/leave/:id',
    {
      ...decide,
      schema: {
        ...decide.schema,
        summary:
          'The second approval screen\'s call: the same decision, status "approved" / "rejected", and the optional note',
      },
    },
    async (request) => handleDecision(actorOf(request), request.params.id, request.body),
  );
};
