import { z } from 'zod';
import { mobileSchema, siteRefSchema } from './accounts';
import { emailSchema } from './auth';
import { pageQuerySchema } from './lists';
import { passwordSchema } from './passwords';

/**
 * What may be done to an existing account, as the refusals name it: a choice of their messages
 * ('users.accountAbove' reads assignSites as 'assign sites to').
 */
export type UserAction =
  | 'change'
  | 'activate'
  | 'deactivate'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'assignSites';

const name = z
  .string({ error: 'users.nameRequired' })
  .trim()
  .min(1, 'users.nameRequired')
  // Its own message: the string's error above would otherwise answer a long name too.
  .max(120, 'users.nameTooLong');
const role = z.string().trim().toLowerCase().min(1, 'users.unknownRole').max(50);
const optionalMobile = z
  .union([z.literal(''), mobileSchema])
  .optional()
  .transform((value) => value || undefined);

/** POST /users: status is forced to Active, the role defaults to technician (requirements/users-and-roles.md#validation). */
export const createUserSchema = z.object({
  name,
  email: emailSchema,
  mobile: optionalMobile,
  role: role.default('technician'),
  password: passwordSchema,
  status: z.enum(['Active', 'Inactive']).optional(),
});

/** PUT /users/{id}: a blank password keeps the current one. */
export const updateUserSchema = z.object({
  name,
  mobile: optionalMobile,
  role,
  status: z.enum(['Active', 'Inactive']).optional(),
  password: z
    .union([z.literal(''), passwordSchema])
    .optional()
    .transform((value) => value || undefined),
});

/** What the user form sends (z.input) and what the server works with once parsed (z.output). */
export type CreateUserBody = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;
export type UpdateUserBody = z.input<typeof updateUserSchema>;
export type UpdateUserValues = z.output<typeof updateUserSchema>;

export const userStatusSchema = z.object({
  status: z.enum(['Active', 'Inactive'], { error: 'users.statusInvalid' }),
});
export const approveUserSchema = z.object({ role: role.default('technician') });
export const assignSitesSchema = z.object({
  siteIds: z.array(z.uuid({ error: 'users.invalidSiteId' })).max(500),
});
export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'users.invalidUserId' }) });

export const userListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  role: z.string().trim().toLowerCase().max(50).optional(),
  status: z.enum(['Active', 'Inactive']).optional(),
  approved: z.enum(['true', 'false']).optional(),
});

/** A user as the Users and Signup Users screens read it (requirements/users-and-roles.md#records). */
export const managedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: z.string(),
  status: z.enum(['Active', 'Inactive']),
  approved: z.boolean(),
  picture: z.string().nullable(),
  createdAt: z.string(),
  assignedSites: z.array(siteRefSchema),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** GET /users/for-assignment: who a task or checklist can be given to, of one site or all. */
export const assignableUsersQuerySchema = z.object({
  siteId: z.uuid({ error: 'users.invalidSiteId' }).optional(),
  /** Ours: only people who may see and update work orders (a PM's assignee, issue 29). */
  takesWorkOrders: z.enum(['true', 'false'], { error: 'users.takesWorkOrdersInvalid' }).optional(),
});

export const assignableUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
});
export type Assignee = z.infer<typeof assignableUserSchema>;
