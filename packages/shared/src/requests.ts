import { z } from 'zod';
import { pageQuerySchema } from './lists';
import { leadsSites } from './permissions';
import { dueDateSchema, TASK_PRIORITIES } from './work-orders';

/**
 * The request portal (issue 35, docs/requests.md): anyone with a site's or an asset's link
 * reports a problem without an account; the site's managers and supervisors accept it (a work
 * order), merge it into one, or reject it.
 */

/** Who handles requests: the site's managers and supervisors, and administrators (leadsSites). */
export const requestRules = { canHandle: leadsSites };

export const REQUEST_URGENCIES = ['low', 'normal', 'urgent'] as const;
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number];

export const REQUEST_STATUSES = ['new', 'accepted', 'merged', 'rejected', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The fields of the form an administrator may make required; what is wrong always is. */
export const PORTAL_FIELDS = ['location', 'photo', 'name', 'email', 'phone'] as const;
export type PortalField = (typeof PORTAL_FIELDS)[number];

export const REQUEST_LIMITS = {
  description: 2000,
  location: 200,
  name: 100,
  email: 254,
  phone: 40,
  reason: 500,
  title: 200,
  /** The photo as sent (the form resizes it on the device first). */
  photoBytes: 8 * 1024 * 1024,
} as const;

/** The work order's priority an accepted request gets unless the accepter says otherwise. */
export const PRIORITY_OF_URGENCY = {
  low: 'low',
  normal: 'medium',
  urgent: 'high',
} as const satisfies Record<RequestUrgency, (typeof TASK_PRIORITIES)[number]>;

export const portalPaths = {
  /** The site's request page, for its link and its poster's QR code. */
  sitePage: (token: string) => `/r/${token}`,
  /** An asset's label: its page when signed in, its request form when not. */
  assetLabel: (assetId: string, token: string) => `/qr/assets/${assetId}?r=${token}`,
  statusPage: (statusToken: string) => `/r/status/${statusToken}`,
  siteForm: (token: string) => `/portal/sites/${token}`,
  assetForm: (token: string) => `/portal/assets/${token}`,
  siteRequests: (token: string) => `/portal/sites/${token}/requests`,
  assetRequests: (token: string) => `/portal/assets/${token}/requests`,
  status: (statusToken: string) => `/portal/status/${statusToken}`,
} as const;

export const requestPaths = {
  list: '/requests',
  counts: '/requests/counts',
  one: (id: string) => `/requests/${id}`,
  accept: (id: string) => `/requests/${id}/accept`,
  merge: (id: string) => `/requests/${id}/merge`,
  reject: (id: string) => `/requests/${id}/reject`,
  sitePortal: (siteId: string) => `/sites/${siteId}/portal`,
  rotate: (siteId: string) => `/sites/${siteId}/portal/rotate`,
  poster: (siteId: string) => `/sites/${siteId}/portal/poster`,
  assetLinks: '/assets/portal-links',
} as const;

// ---- The requester's side, without an account ----

/** GET /portal/sites/{token} and /portal/assets/{token}: what the form needs. */
export const portalFormSchema = z.object({
  site: z.object({ name: z.string() }),
  asset: z.object({ name: z.string(), assetNumber: z.string(), location: z.string() }).nullable(),
  /** Where at the site, to choose from (its assets' locations). */
  locations: z.array(z.string()),
  required: z.array(z.enum(PORTAL_FIELDS)),
});
export type PortalForm = z.infer<typeof portalFormSchema>;

const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional().default('');

/**
 * The form's fields, as multipart/form-data text fields beside an optional `photo` file.
 * `website` is a field people never see (a honeypot): a form that fills it is a robot's.
 */
export const portalRequestFieldsSchema = z.object({
  description: z
    .string({ error: 'workRequests.descriptionRequired' })
    .trim()
    .min(1, 'workRequests.descriptionRequired')
    .max(REQUEST_LIMITS.description, 'workRequests.descriptionTooLong'),
  location: optionalText(REQUEST_LIMITS.location, 'workRequests.locationTooLong'),
  urgency: z.enum(REQUEST_URGENCIES, { error: 'workRequests.urgencyInvalid' }).default('normal'),
  name: optionalText(REQUEST_LIMITS.name, 'workRequests.nameTooLong'),
  email: z
    .string()
    .trim()
    .max(REQUEST_LIMITS.email, 'workRequests.emailInvalid')
    .optional()
    .default('')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'workRequests.emailInvalid',
    ),
  phone: z
    .string()
    .trim()
    .max(REQUEST_LIMITS.phone, 'workRequests.phoneInvalid')
    .regex(/^[+\d\s().-]*$/, 'workRequests.phoneInvalid')
    .optional()
    .default(''),
  website: z.string().max(200).optional().default(''),
});
export type PortalRequestFields = z.infer<typeof portalRequestFieldsSchema>;

/** 201 of a request sent: its number, and the private link to follow it. */
export const portalReceiptSchema = z.object({
  number: z.string(),
  statusToken: z.string(),
  statusPath: z.string(),
});
export type PortalReceipt = z.infer<typeof portalReceiptSchema>;

/** GET /portal/status/{statusToken}: what the requester may see, and no more. */
export const portalStatusSchema = z.object({
  number: z.string(),
  status: z.enum(REQUEST_STATUSES),
  siteName: z.string(),
  assetName: z.string().nullable(),
  location: z.string(),
  description: z.string(),
  urgency: z.enum(REQUEST_URGENCIES),
  createdAt: z.string(),
  /** The rejection's reason: the one note the team writes for the requester. */
  reason: z.string().nullable(),
  /** The first name of who decided, never more. */
  handledBy: z.string().nullable(),
  /** Oldest first: received, then accepted / merged / rejected, then completed. */
  events: z.array(z.object({ status: z.enum(REQUEST_STATUSES), at: z.string() })),
});
export type PortalStatus = z.infer<typeof portalStatusSchema>;

// ---- The team's side ----

export const requestListQuerySchema = pageQuerySchema.extend({
  status: z.enum([...REQUEST_STATUSES, 'all']).default('new'),
  siteId: z.uuid({ error: 'sites.invalidSiteId' }).optional(),
  search: z.string().trim().max(100).optional(),
});

export const workRequestSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(REQUEST_STATUSES),
  siteId: z.string(),
  siteName: z.string(),
  asset: z.object({ id: z.string(), name: z.string(), assetNumber: z.string() }).nullable(),
  location: z.string(),
  description: z.string(),
  urgency: z.enum(REQUEST_URGENCIES),
  /** Seen only by those who handle requests; erased with the request (docs/requests.md). */
  requester: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Signed links, valid for an hour, like a work order's files. */
  photo: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  task: z.object({ id: z.string(), workOrderNumber: z.string() }).nullable(),
});
export type WorkRequest = z.infer<typeof workRequestSchema>;

export const requestCountsSchema = z.object({ new: z.number().int() });

export const requestIdParamsSchema = z.object({
  id: z.uuid({ error: 'workRequests.notFound' }),
});

/** POST /requests/{id}/accept: the work order it becomes. */
export const acceptRequestSchema = z.object({
  assignedToId: z.uuid({ error: 'workOrders.assigneeRequired' }),
  dueDate: dueDateSchema,
  priority: z.enum(TASK_PRIORITIES, { error: 'workOrders.badPriority' }).optional(),
  /** The work order's title; the request's first line by default. */
  title: z.string().trim().max(REQUEST_LIMITS.title, 'workRequests.titleTooLong').optional(),
});
export type AcceptRequestBody = z.infer<typeof acceptRequestSchema>;

export const mergeRequestSchema = z.object({
  taskId: z.uuid({ error: 'workRequests.workOrderRequired' }),
});

export const rejectRequestSchema = z.object({
  reason: z
    .string({ error: 'workRequests.reasonRequired' })
    .trim()
    .min(1, 'workRequests.reasonRequired')
    .max(REQUEST_LIMITS.reason, 'workRequests.reasonTooLong'),
});

/** A request waits at most a week for its escalation (docs/requests.md, "Escalation"). */
const MAX_UNTRIAGED_HOURS = 7 * 24;

/** GET/PUT /sites/{id}/portal (administrators). */
export const sitePortalSchema = z.object({
  enabled: z.boolean(),
  required: z.array(z.enum(PORTAL_FIELDS)),
  /** The site's request page: `/r/<token>`. */
  path: z.string(),
  /**
   * A request neither accepted, merged nor rejected this many hours after it came is told to
   * the site's supervisors, and at twice as many to its managers; null: never.
   */
  untriagedHours: z.number().int().nullable(),
});
export type SitePortal = z.infer<typeof sitePortalSchema>;

export const sitePortalBodySchema = z.object({
  enabled: z.boolean().optional(),
  required: z
    .array(z.enum(PORTAL_FIELDS, { error: 'workRequests.fieldInvalid' }))
    .max(PORTAL_FIELDS.length, 'workRequests.fieldInvalid')
    .optional(),
  untriagedHours: z
    .number({ error: 'workRequests.untriagedHoursInvalid' })
    .int('workRequests.untriagedHoursInvalid')
    .min(1, 'workRequests.untriagedHoursInvalid')
    .max(MAX_UNTRIAGED_HOURS, 'workRequests.untriagedHoursInvalid')
    .nullable()
    .optional(),
});

/** GET /assets/portal-links?ids=a,b: each asset's label link, for the labels being printed. */
export const assetLinksQuerySchema = z.object({
  ids: z
    .string()
    .max(37 * 200)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: 'assets.invalidAssetId' }))
        .min(1)
        .max(200),
    ),
});
export const assetLinksSchema = z.array(z.object({ id: z.string(), path: z.string() }));
