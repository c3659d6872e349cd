import type { DbOrTx } from '../../db/client';
import { organisationSettings } from './organisation.table';

export async function readSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(organisationSettings).limit(1);
  return row ?? null;
}

export async function writeSettings(
  db: DbOrTx,
  settings: { defaultLanguage: string; currency: string },
  at: Date,
) {
  const [row] = await db
    .insert(organisationSettings)
    .values({ id: true, ...settings, updatedAt: at })
    .onConflictDoUpdate({
      target: organisationSettings.id,
      set: { ...settings, updatedAt: at },
    })
    .returning();
  return row;
}
