import { z } from 'zod';
import { attachmentSchema } from './attachments';
import { amountSchema } from './money';
import { hasPermission } from './permissions';
import { normalizeRole } from './roles';
import { workOrderSchema } from './work-orders';
import { isFieldRole, type WorkCaller, workOrderRules } from './work-rules';

/**
 * The work order as the record of the work (issue 33, docs/work-order-record.md): its comments,
 * the time people spent on it and the parts that went into it, with what they cost. The server
 * authorizes with these rules and the screens hide what they refuse.
 */
/** Administrators: all_permissions, as for the other settings of the whole installation. */
const isAdministrator = (caller: WorkCaller) =>
  hasPermission(caller.permissions, 'all_permissions');

export const recordRules = {
  /** Everyone who may see the work order may comment on it, the client included. */
  canComment: (caller: WorkCaller) => workOrderRules.canView(caller),
  /**
   * Logging time and issuing parts is the work itself: those who may change a work order's
   * status, but never the client, who reads the work of their site.
   */
  canDoWork: (caller: WorkCaller) =>
    workOrderRules.canChangeStatus(caller) && normalizeRole(caller.role) !== 'client',
  /** Supervisors, managers and administrators correct or remove anyone's time entries. */
  canCorrectTime: (caller: WorkCaller) => workOrderRules.canManage(caller),
  /**
   * Cost reveals pay (a labour cost over a person's hours is their rate): administrators and
   * managers only.
   */
  canSeeCost: (caller: WorkCaller) =>
    isAdministrator(caller) || normalizeRole(caller.role) === 'manager',
  /** Hourly rates are set by administrators only. */
  canSetRates: (caller: WorkCaller) => isAdministrator(caller),
  /** A field role works only on the work orders given to them. */
  seesOnlyOwn: (caller: WorkCaller) => isFieldRole(caller.role),
};

export const COMMENT_MAX_LENGTH = 5000;
export const NOTE_MAX_LENGTH = 500;
/** One time entry covers at most a day: longer is a timer left running, not work. */
export const MAX_ENTRY_MINUTES = 24 * 60;
export const MAX_PART_QUANTITY = 100_000;

export const commentInputSchema = z.object({
  body: z
    .string({ error: 'workOrderRecord.commentRequired' })
    .max(COMMENT_MAX_LENGTH, 'workOrderRecord.commentTooLong')
    .trim()
    .min(1, 'workOrderRecord.commentRequired'),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentParamsSchema = z.object({
  id: z.uuid({ error: 'workOrders.invalidTaskId' }),
  commentId: z.uuid({ error: 'workOrderRecord.invalidCommentId' }),
});

export const timeEntryParamsSchema = z.object({
  id: z.uuid({ error: 'workOrders.invalidTaskId' }),
  entryId: z.uuid({ error: 'workOrderRecord.invalidEntryId' }),
});

/** An instant, ISO 8601 with Z or an offset, given back as ISO with Z. */
const instantSchema = z.iso
  .datetime({ offset: true, error: 'workOrderRecord.badInstant' })
  .max(40, 'workOrderRecord.badInstant')
  .transform((value) => new Date(value).toISOString());

const noteSchema = z.string().max(NOTE_MAX_LENGTH, 'validation.tooBig').trim();

/**
 * Time entered by hand (or corrected): when it started and ended. The screen asks for a start
 * and minutes and sends the end it makes of them.
 */
export const timeEntryInputSchema = z
  .object({ startedAt: instantSchema, endedAt: instantSchema, note: noteSchema.default('') })
  .superRefine((entry, ctx) => {
    const minutes = (Date.parse(entry.endedAt) - Date.parse(entry.startedAt)) / 60_000;
    if (minutes <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['endedAt'],
        message: 'workOrderRecord.endsBeforeStart',
      });
    } else if (minutes > MAX_ENTRY_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['endedAt'], message: 'workOrderRecord.entryTooLong' });
    }
  });
export type TimeEntryInput = z.input<typeof timeEntryInputSchema>;

/**
 * Start or stop the caller's timer. `at`: when the device did it, for a tap sent later from the
 * offline queue; without it, now.
 */
export const timerInputSchema = z.object({ at: instantSchema.optional() });

export const partInputSchema = z.object({
  materialId: z.uuid({ error: 'workOrderRecord.materialRequired' }),
  quantity: z
    .number({ error: 'workOrderRecord.quantityWhole' })
    .int('workOrderRecord.quantityWhole')
    .min(1, 'workOrderRecord.quantityPositive')
    .max(MAX_PART_QUANTITY, 'validation.tooBig'),
  note: noteSchema.optional(),
});
export type PartInput = z.input<typeof partInputSchema>;

/** PUT /users/{id}/hourly-rate: in the organisation's currency, null for none. */
export const hourlyRateInputSchema = z.object({
  hourlyRate: amountSchema('workOrderRecord.rateInvalid', 100_000),
});

const personSchema = z.object({ id: z.string().nullable(), name: z.string() });

/** One line of the timeline: a comment, or something that happened, as the activity log has it. */
export const timelineEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('comment'),
    id: z.string(),
    at: z.string(),
    author: personSchema,
    body: z.string(),
    /** A completion note is a comment made with the Complete. */
    completion: z.boolean(),
    editedAt: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('attachment'),
    id: z.string(),
    at: z.string(),
    attachment: attachmentSchema,
  }),
  z.object({
    kind: z.literal('event'),
    id: z.string(),
    at: z.string(),
    actor: personSchema.nullable(),
    action: z.string(),
    text: z.string(),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  user: personSchema,
  startedAt: z.string(),
  /** Null while the timer runs. */
  endedAt: z.string().nullable(),
  minutes: z.number().nullable(),
  source: z.enum(['timer', 'manual']),
  note: z.string(),
  correctedBy: personSchema.nullable(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const partLineSchema = z.object({
  material: z.object({ id: z.string(), name: z.string(), unit: z.string() }),
  issued: z.number(),
  returned: z.number(),
  /** Issued less returned: what stays on the work order, and what may still be returned. */
  used: z.number(),
  /** Null where the caller may not see cost, or the material has none. */
  cost: z.number().nullable(),
});
export type PartLine = z.infer<typeof partLineSchema>;

const costSchema = z.object({
  currency: z.string(),
  labour: z.number(),
  parts: z.number(),
  total: z.number(),
});
export type Cost = z.infer<typeof costSchema>;

/** GET /tasks/{id}/record: the whole page in one request (thumbnails come lazily). */
export const workOrderRecordSchema = z.object({
  task: workOrderSchema,
  timeline: z.array(timelineEntrySchema),
  time: z.object({
    entries: z.array(timeEntrySchema),
    totals: z.array(z.object({ user: personSchema, minutes: z.number() })),
    /** The caller's own running timer on this work order. */
    running: timeEntrySchema.nullable(),
  }),
  parts: z.array(partLineSchema),
  cost: costSchema.nullable(),
  /** Whom a comment may mention: the people who may see the work order. */
  people: z.array(z.object({ id: z.string(), name: z.string() })),
  can: z.object({
    comment: z.boolean(),
    work: z.boolean(),
    correctTime: z.boolean(),
    seeCost: z.boolean(),
  }),
  /** The site's rule: completing takes a photo on the work order not tagged "before". */
  completionPhotoRequired: z.boolean(),
});
export type WorkOrderRecord = z.infer<typeof workOrderRecordSchema>;

export const recordPaths = {
  record: (taskId: string) => `/tasks/${taskId}/record`,
  comments: (taskId: string) => `/tasks/${taskId}/comments`,
  comment: (taskId: string, commentId: string) => `/tasks/${taskId}/comments/${commentId}`,
  time: (taskId: string) => `/tasks/${taskId}/time`,
  timeEntry: (taskId: string, entryId: string) => `/tasks/${taskId}/time/${entryId}`,
  timerStart: (taskId: string) => `/tasks/${taskId}/timer/start`,
  timerStop: (taskId: string) => `/tasks/${taskId}/timer/stop`,
  parts: (taskId: string) => `/tasks/${taskId}/parts`,
  partReturns: (taskId: string) => `/tasks/${taskId}/parts/returns`,
  hourlyRate: (userId: string) => `/users/${userId}/hourly-rate`,
} as const;

/** The people a comment names: `@` and a name from `people`, longest names first. */
export function mentionedIn(body: string, people: readonly { id: string; name: string }[]) {
  const lower = body.toLowerCase();
  const found = new Set<string>();
  const byLength = [...people].sort((a, b) => b.name.length - a.name.length);
  for (const person of byLength) {
    const needle = `@${person.name.toLowerCase()}`;
    let at = lower.indexOf(needle);
    while (at !== -1) {
      const next = lower[at + needle.length];
      // "@Dan" must not mention Dan when the text says "@Daniel".
      if (next === undefined || !/[\p{L}\p{N}]/u.test(next)) {
        found.add(person.id);
        break;
      }
      at = lower.indexOf(needle, at + 1);
    }
  }
  return [...found];
}
