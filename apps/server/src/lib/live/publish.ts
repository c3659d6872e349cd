import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveEvents } from './live.table';

/** The channel every instance listens on (one LISTEN per instance: lib/live/hub.ts). */
export const LIVE_CHANNEL = 'cmms_live';

/** A change as the streams carry it: small, ids only, never the record itself. */
export type LiveEvent = {
  id: number;
  topic: string;
  action: string;
  siteId: string | null;
  userId: string | null;
  subjectId: string | null;
  data: Record<string, string> | null;
};

export type LiveChange = Omit<LiveEvent, 'id' | 'siteId' | 'userId' | 'subjectId' | 'data'> &
  Partial<Pick<LiveEvent, 'siteId' | 'userId' | 'subjectId' | 'data'>>;

/**
 * Writes the event in the change's transaction and notifies every instance, in one statement.
 * PostgreSQL (and PGlite, inside its one process) delivers a NOTIFY when the transaction commits
 * and never if it rolls back, so a stream hears of a change exactly when it happened.
 */
export async function publishLive(tx: DbOrTx, change: LiveChange) {
  const values = {
    topic: change.topic,
    action: change.action,
    siteId: change.siteId ?? null,
    userId: change.userId ?? null,
    subjectId: change.subjectId ?? null,
    data: change.data ?? null,
  };
  await tx.execute(sql`
    with e as (
      insert into ${liveEvents} (topic, action, site_id, user_id, subject_id, data)
      values (${values.topic}, ${values.action}, ${values.siteId}, ${values.userId},
              ${values.subjectId}, ${values.data === null ? null : JSON.stringify(values.data)}::jsonb)
      returning id
    )
    select pg_notify(${LIVE_CHANNEL}, json_build_object(
      'id', e.id, 'topic', ${values.topic}::text, 'action', ${values.action}::text,
      'siteId', ${values.siteId}::uuid, 'userId', ${values.userId}::uuid,
      'subjectId', ${values.subjectId}::uuid,
      'data', ${values.data === null ? null : JSON.stringify(values.data)}::jsonb)::text)
    from e`);
}

/** A uuid-looking string from an entry's metadata, or null: only ids travel. */
export const idOf = (value: unknown) =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : null;
