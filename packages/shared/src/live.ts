import { z } from 'zod';

/**
 * Live updates (issue 34, docs/live.md): the ticket a tab opens its stream with, and what the
 * stream carries. The stream's events are small: what changed, never the record itself.
 */
export const liveTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const liveStreamQuerySchema = z.object({
  ticket: z.string({ error: 'live.ticketInvalid' }).min(1, 'live.ticketInvalid').max(1000),
  /** Where a client that opens a new stream (a fresh ticket) was: Last-Event-ID's fallback. */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

/** One change: its id (Last-Event-ID), the family (an activity type, or notification) and ids. */
const liveChangeSchema = z.object({
  id: z.number(),
  topic: z.string(),
  action: z.string(),
  siteId: z.string().nullable(),
  userId: z.string().nullable(),
  subjectId: z.string().nullable(),
  data: z.record(z.string(), z.string()).nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const LIVE_PATHS = { ticket: '/live/ticket', stream: '/live/stream' } as const;
