import { z } from 'zod';
import { isKnownPermission } from './permissions';

export const roleTexts = {
  nameRequired: 'Role name is required',
  nameTaken: 'A role with this name already exists',
  defaultRename: 'Default roles cannot be renamed.',
  defaultDelete: 'Default roles cannot be deleted.',
  protectedChange: 'The admin and superadmin roles always keep every permission and stay active.',
  unknownPermission: 'Unknown permission',
  /** No one grants what they do not hold (issue 15): names what was refused. */
  permissionsNotHeld: (permissions: readonly string[]) =>
    `You cannot grant permissions you do not hold: ${permissions.join(', ')}.`,
  roleAbove: (permissions: readonly string[]) =>
    `You cannot change a role that holds permissions you do not hold: ${permissions.join(', ')}.`,
} as const;

/** POST and PUT /roles (requirements/users-and-roles.md#calls): a name, a description, permissions from the catalogue. */
export const roleInputSchema = z.object({
  name: z
    .string({ error: roleTexts.nameRequired })
    .trim()
    .min(1, roleTexts.nameRequired)
    .max(50, 'Role name must be at most 50 characters')
    // Kept as written ('Auditor QA'); the server compares and stores the key in lower case.
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 _-]*$/,
      'Role name may contain letters, numbers, spaces, - and _',
    ),
  description: z.string().trim().max(300).default(''),
  permissions: z
    .array(z.string().max(100).refine(isKnownPermission, { error: roleTexts.unknownPermission }))
    .max(100)
    .default([])
    .transform((list) => [...new Set(list)]),
  isActive: z.boolean().default(true),
});

export const roleSchema = z.object({
  id: z.string(),
  /** The key users hold, in lower case. */
  name: z.string(),
  /** The name as written, for the screens. */
  label: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  userCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleIdParamsSchema = z.object({ id: z.uuid({ error: 'Invalid role id' }) });
