import type { DbOrTx } from '../../db/client';
import { organisationSettings } from './organisation.table';

export async function readSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(organisationSettings).limit(1);
  return row ?? null;
}

export async function writeDefaultLanguage(db: DbOrTx, defaultLanguage: string, at: Date) {
  const [row] = await db
    .insert(organisationSettings)
    .values({ id: true, defaultLanguage, updatedAt: at })
    .onConflictDoUpdate({
      target: organisationSettings.id,
      set: { defaultLanguage, updatedAt: at },
    })
    .returning();
  return row;
}
