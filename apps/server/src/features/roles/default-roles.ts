import { LANGUAGES } from '@cmms/shared/i18n/languages';
import type { MessageKey } from '@cmms/shared/i18n/message';
import { englishTranslator, translatorFor } from '@cmms/shared/i18n/source-translators';
import type { Translator } from '@cmms/shared/i18n/translator';
import { defaultPermissionsOf } from '@cmms/shared/permissions';
import { DEFAULT_ROLES, type DefaultRole, isDefaultRole } from '@cmms/shared/roles';
import type { DbOrTx } from '../../db/client';
import { type RoleRow, roles } from './roles.table';

const DESCRIPTION_KEYS = {
  superadmin: 'roles.descriptionSuperadmin',
  admin: 'roles.descriptionAdmin',
  manager: 'roles.descriptionManager',
  supervisor: 'roles.descriptionSupervisor',
  technician: 'roles.descriptionTechnician',
  electrician: 'roles.descriptionElectrician',
  plumber: 'roles.descriptionPlumber',
  housekeeping: 'roles.descriptionHousekeeping',
  client: 'roles.descriptionClient',
} as const satisfies Record<DefaultRole, MessageKey>;

/** A default role's own description, stored in English (an admin may change it: then it is data). */
const ownDescription = (role: DefaultRole) => englishTranslator.t(DESCRIPTION_KEYS[role]);

type Described = Pick<RoleRow, 'name' | 'description' | 'isDefault'>;

/**
 * A role's description as a reader sees it: a default role's own, as long as nobody changed it,
 * in the reader's language; any other exactly as an administrator wrote it.
 */
export function descriptionFor(translator: Translator, role: Described): string {
  const { name, description } = role;
  return role.isDefault && isDefaultRole(name) && description === ownDescription(name)
    ? translator.t(DESCRIPTION_KEYS[name])
    : description;
}

/**
 * The description to store when a role is saved: a default role's own description sent back as
 * some reader was shown it stays the English it is kept in, so saving the form in Hindi does not
 * turn it into a text every other reader sees in Hindi.
 */
export function descriptionToStore(role: Described, sent: string): string {
  if (!role.isDefault || !isDefaultRole(role.name)) return sent;
  const key = DESCRIPTION_KEYS[role.name];
  return LANGUAGES.some((language) => translatorFor(language).t(key) === sent)
    ? ownDescription(role.name)
    : sent;
}

/**
 * Inserts the default roles that are missing. An existing row is left as it is, so an admin's
 * changes to a default role's description or permissions survive restarts.
 */
export async function ensureDefaultRoles(db: DbOrTx) {
  await db
    .insert(roles)
    .values(
      DEFAULT_ROLES.map((name) => ({
        name,
        description: ownDescription(name),
        permissions: [...defaultPermissionsOf(name)],
        isActive: true,
        isDefault: true,
      })),
    )
    .onConflictDoNothing({ target: roles.name });
}
