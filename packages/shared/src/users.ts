import { z } from 'zod';
import { mobileSchema, siteRefSchema } from './accounts';
import { emailSchema } from './auth';
import { pageQuerySchema } from './lists';
import { passwordSchema } from './passwords';

/** User management texts (requirements/users-and-roles.md#validation, #errors) and the server's own. */
export const userTexts = {
  nameRequired: 'Name is required',
  deleteBlocked: 'Unable to delete user. The user might have related tasks or data.',
  /** The server's refusal: exactly what keeps the user, as a refused site delete says it. */
  deleteBlockedBy: (name: string, blockers: readonly string[]) =>
    `User "${name}" still has ${blockers.join(', ')}. Deactivate the account instead: it keeps this history.`,
  notApproved: 'Only approved users can be activated or deactivated.',
  alreadyApproved: 'This user is already approved.',
  notPending: 'Only pending sign-ups can be rejected.',
  adminSites: 'Site assignment is not available for admin users.',
  unknownRole: 'Unknown or inactive role',
  roleNotAllowed: 'You cannot give a user this role.',
  roleBeyondYours: 'You cannot give a user a role with permissions you do not hold.',
  selfChange: 'You cannot deactivate, delete or change the role of your own account.',
  /** An account above the actor's own (an admin acting on a super admin): says what was refused. */
  accountAbove: (action: UserAction, targetRole: string) =>
    `You cannot ${action} ${targetRole === 'superadmin' ? 'a super admin' : 'an admin'} account.`,
  /**
   * An account holding a permission the actor lacks: changing its password, status or sites
   * would let the actor sign in as it and hold that permission (issue 29).
   */
  accountBeyondYours: (action: UserAction) =>
    `You cannot ${action} an account that holds permissions you do not hold.`,
  sitesBeyondYours: 'You can only assign sites you are assigned to yourself.',
} as const;

/** What may be done to an existing account, as the refusals name it. */
export type UserAction =
  | 'change'
  | 'activate'
  | 'deactivate'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'assign sites to';

const name = z
  .string({ error: userTexts.nameRequired })
  .trim()
  .min(1, userTexts.nameRequired)
  .max(120, 'Name must be at most 120 characters');
const role = z.string().trim().toLowerCase().min(1, userTexts.unknownRole).max(50);
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
  status: z.enum(['Active', 'Inactive'], { error: 'Status must be Active or Inactive' }),
});
export const approveUserSchema = z.object({ role: role.default('technician') });
export const assignSitesSchema = z.object({
  siteIds: z.array(z.uuid({ error: 'Invalid site id' })).max(500),
});
export const userIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid user id' }) });

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
  siteId: z.uuid({ error: 'Invalid site id' }).optional(),
  /** Ours: only people who may see and update work orders (a PM's assignee, issue 29). */
  takesWorkOrders: z
    .enum(['true', 'false'], { error: 'takesWorkOrders is true or false' })
    .optional(),
});

export const assignableUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
});
export type Assignee = z.infer<typeof assignableUserSchema>;
