import { z } from 'zod';
import { isKnownPermission } from './permissions';

/** POST and PUT /roles (requirements/users-and-roles.md#calls): a name, a description, permissions from the catalogue. */
export const roleInputSchema = z.object({
  name: z
    .string({ error: 'roles.nameRequired' })
    .trim()
    .min(1, 'roles.nameRequired')
    .max(50, 'roles.nameTooLong')
    // Kept as written ('Auditor QA'); the server compares and stores the key in lower case.
    .regex(/^[A-Za-z0-9][A-Za-z0-9 _-]*$/, 'roles.nameCharacters'),
  description: z.string().trim().max(300).default(''),
  permissions: z
    .array(z.string().max(100).refine(isKnownPermission, { error: 'roles.unknownPermission' }))
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

export const roleIdParamsSchema = z.object({ id: z.uuid({ error: 'roles.invalidRoleId' }) });
