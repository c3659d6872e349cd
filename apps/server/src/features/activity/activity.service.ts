import {
  type activityLogBodySchema,
  CLIENT_REPORT_TYPE,
  UNLOGGED_ACTIVITY_TYPES,
} from '@cmms/shared/activity';
import type { Message } from '@cmms/shared/i18n/message';
import { inEnglish } from '@cmms/shared/i18n/source-translators';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Actor, UserActor } from '../../lib/actor';
import type { ServiceDeps } from '../../lib/deps';
import { idOf, publishLive } from '../../lib/live/publish';
import { activityPolicy, type LiveAudienceEvent } from './activity.policy';
import {
  type FeedQuery,
  listActivityRows,
  listFeedRows,
  listTaskEntries,
  liveFacts,
} from './activity.repository';
import { activityLogs } from './activity.table';

type Deps = Pick<ServiceDeps, 'db'>;

export type ActivityEntry = {
  action: string;
  /** A catalogue message, read in each reader's language (docs/languages.md). */
  description: Message;
  /** The family the activity log filters on: site, task, asset, user, material, leave, pm, ... */
  type: string;
  siteId?: string | null;
  metadata?: Record<string, unknown>;
  /** When the event happened (eventTimeOf); absent, the moment of writing. */
  at?: Date;
};

/**
 * Deps that ask the services to stamp their activity entries with their own clock's time: the
 * demo data writes a month of punches, rounds and leave at load time, and its entries then read
 * as a month (issue 30). Routes pass AppDeps, which has no such field, so no API caller
 * backdates the log.
 */
export type EventTimeDeps = { stampActivityAtEvent?: boolean };

/** The `at` of an entry about an event at `at`, when the deps ask for it; else nothing. */
export const eventTimeOf = (deps: EventTimeDeps, at: Date): Pick<ActivityEntry, 'at'> =>
  deps.stampActivityAtEvent ? { at } : {};

/** Who an entry names: any actor; of a user, only who they are is read. */
type Author = Actor | Pick<UserActor, 'id' | 'name' | 'role'>;

/**
 * Writes one activity entry. Every feature calls it with the transaction of the change it
 * records, so the change and its entry are committed or rolled back together (requirements/api.md#server-rules).
 */
export async function recordActivity(tx: DbOrTx, actor: Author, entry: ActivityEntry) {
  await writeEntry(tx, actor, entry, inEnglish(entry.description), entry.description);
  // The same change, told to the open screens (lib/live, docs/live.md): a client's own report
  // (logClientReport) changes nothing on the server and is not told.
  await publishLive(tx, liveChangeOf(actor, entry));
}

/** The metadata ids a live event carries: who and what the receivers are chosen by. */
const LIVE_IDS = [
  'taskId',
  'assetId',
  'checklistId',
  'requestId',
  'pmId',
  'leaveId',
  'userId',
  'formerAssigneeId',
];

function liveChangeOf(actor: Author, entry: ActivityEntry) {
  const metadata = entry.metadata ?? {};
  const data: Record<string, string> = {};
  // Who made it: their own punch is theirs to hear of (activityPolicy.mayHear).
  if (!('system' in actor)) data.by = actor.id;
  for (const key of LIVE_IDS) {
    const id = idOf(metadata[key]);
    if (id) data[key] = id;
  }
  return {
    topic: entry.type,
    action: entry.action,
    siteId: entry.siteId ?? null,
    subjectId: idOf(metadata.taskId) ?? null,
    data: Object.keys(data).length > 0 ? data : null,
  };
}

/** The row of an entry: its English for search, and its message, which a client's words lack. */
async function writeEntry(
  tx: DbOrTx,
  actor: Author,
  entry: Omit<ActivityEntry, 'description'>,
  text: string,
  message: Message | null,
) {
  const who = 'system' in actor ? null : actor;
  await tx.insert(activityLogs).values({
    // clock_timestamp, not now(): the entries of one transaction (a change and its
    // consequences) keep the order they were written in, newest first in every list.
    createdAt: entry.at ?? sql`clock_timestamp()`,
    userId: who?.id ?? null,
    userName: who?.name ?? 'System',
    userRole: who?.role ?? 'system',
    siteId: entry.siteId ?? null,
    action: entry.action,
    description: text,
    message,
    type: entry.type,
    metadata: entry.metadata ?? null,
  });
}

/** A page of the feed the actor may see (activityPolicy.feedScopeOf), newest first. */
export const listActivityFeed = (deps: Deps, actor: UserActor, query: FeedQuery) =>
  listFeedRows(deps.db, activityPolicy.feedScopeOf(actor), query);

/** A page of the entries the actor may read (activityPolicy.logScopeOf), newest first. */
export const listActivity = (
  deps: Deps,
  actor: UserActor,
  query: { userId?: string | undefined; type?: string | undefined; limit: number; offset: number },
) => listActivityRows(deps.db, activityPolicy.logScopeOf(actor, query), query);

/**
 * POST /activity/log: a client's report, written as the caller's whatever userId the body names
 * (no one logs as someone else) and as a client's report whatever type it names, never as the
 * server's record. The types the client does not log are dropped. Whether it was written.
 */
export async function logClientReport(
  deps: Deps,
  actor: UserActor,
  { action, description, type, metadata }: z.output<typeof activityLogBodySchema>,
) {
  if ((UNLOGGED_ACTIVITY_TYPES as readonly string[]).includes(type)) return false;
  await deps.db.transaction((tx) =>
    // The client's own words: shown as written, in every language.
    writeEntry(
      tx,
      actor,
      {
        action,
        type: CLIENT_REPORT_TYPE,
        metadata: { ...metadata, source: 'client', reportedType: type },
      },
      description,
      null,
    ),
  );
  return true;
}

/** A work order's activity entries, oldest first, for its timeline. */
export const listTaskActivity = (deps: Deps, taskId: string, limit: number) =>
  listTaskEntries(deps.db, taskId, limit);

/**
 * Who hears of a live event (lib/live/hub.ts Audience): what it needs read once, then a test per
 * open stream by activityPolicy.mayHear. The composition root gives it to the hub.
 */
export function liveAudienceOf(db: DbOrTx) {
  return async (event: LiveAudienceEvent & { subjectId: string | null }) => {
    // A notification (notifyUser) is its one reader's.
    if (event.topic === 'notification') return (viewer: UserActor) => viewer.id === event.userId;
    // A session ending only ends streams (live.policy endsFor): nobody hears of another's logout.
    if (event.topic === 'session') return () => false;
    const facts = await liveFacts(db, event);
    return (viewer: UserActor) =>
      activityPolicy.mayHear(activityPolicy.feedScopeOf(viewer), event, facts);
  };
}
