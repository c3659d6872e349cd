import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, listenTo, type StopListening } from '../../db/client';
import { liveEvents } from './live.table';
import { LIVE_CHANNEL, type LiveEvent } from './publish';
import type { SseStream } from './sse';

/** How far back a reconnecting stream is given what it missed; beyond it, 'refetch'. */
const RESUME_WINDOW_MS = 5 * 60_000;
/** How long a hub that could not listen waits before it tries again. */
const START_RETRY_MS = 5000;
/** At most this many missed events are replayed; more, and reading everything again is cheaper. */
const REPLAY_LIMIT = 500;

/**
 * Who may hear of an event, decided once per event (a lookup or two, not one per stream): the
 * features' read policies, plugged in by the composition root (app.ts), so lib/ knows no feature.
 */
export type Audience<Viewer> = (event: LiveEvent) => Promise<(viewer: Viewer) => boolean>;

type Subscriber<Viewer> = {
  viewer: Viewer;
  stream: SseStream;
  /** Events heard while its missed ones are read; null once it is live. */
  held: LiveEvent[] | null;
};

/**
 * How many events an instance remembers: their ids, to hear each once after a catch-up, and who
 * may hear them, for the replays.
 */
const REMEMBERED_IDS = 10_000;
/** A catch-up reads back this far below the highest id seen: a transaction may commit late. */
const CATCH_UP_MARGIN = 1000;

const toEvent = (row: typeof liveEvents.$inferSelect): LiveEvent => ({
  id: row.id,
  topic: row.topic,
  action: row.action,
  siteId: row.siteId,
  userId: row.userId,
  subjectId: row.subjectId,
  data: row.data,
});

/**
 * The open streams of this instance (docs/live.md): it LISTENs once on the database and hands
 * each committed change to the streams whose viewer may see it, in commit order. A reconnecting
 * stream first gets what it missed from the table (within RESUME_WINDOW_MS), then goes live.
 */
export function createLiveHub<Viewer>({
  db,
  audience,
  endsFor = () => false,
  log,
}: {
  db: Database;
  audience: Audience<Viewer>;
  /** Whether an event ends a viewer's streams (their session ended): they are closed, not told. */
  endsFor?: (event: LiveEvent, viewer: Viewer) => boolean;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const subscribers = new Set<Subscriber<Viewer>>();
  /**
   * The highest id heard. Ids are taken when a row is written, so of two transactions the later
   * id may commit first: events are handed on as they commit, never dropped for coming out of
   * id order; `delivered` keeps a catch-up from handing one on twice.
   */
  let lastId = 0;
  const delivered = new Set<number>();
  let stopListening: StopListening | null = null;
  let stopped = false;
  let closing = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  // One event at a time, in the order they were committed.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => log.error({ err: error }, 'live event'));
  };

  /**
   * Each event's audience, decided once (a lookup or two) and kept: the streams that resume at
   * once (their instance stopped) replay the same events, and must not each read them again.
   */
  const decisions = new Map<number, ReturnType<Audience<Viewer>>>();
  const decisionOf = (event: LiveEvent) => {
    const known = decisions.get(event.id);
    if (known) return known;
    const decided = audience(event);
    decisions.set(event.id, decided);
    decided.catch(() => decisions.delete(event.id));
    if (decisions.size > REMEMBERED_IDS) {
      const oldest = decisions.keys().next().value;
      if (oldest !== undefined) decisions.delete(oldest);
    }
    return decided;
  };

  async function deliver(event: LiveEvent) {
    if (delivered.has(event.id)) return;
    delivered.add(event.id);
    if (delivered.size > REMEMBERED_IDS) {
      const oldest = delivered.values().next().value;
      if (oldest !== undefined) delivered.delete(oldest);
    }
    lastId = Math.max(lastId, event.id);
    if (subscribers.size === 0) return;
    for (const subscriber of subscribers) {
      if (endsFor(event, subscriber.viewer)) {
        subscribers.delete(subscriber);
        subscriber.stream.close();
      }
    }
    const mayHear = await decisionOf(event);
    for (const subscriber of subscribers) {
      if (!mayHear(subscriber.viewer)) continue;
      if (subscriber.held) subscriber.held.push(event);
      else subscriber.stream.event(event);
    }
  }

  /** After a lost LISTEN connection: what was committed meanwhile, from the table. */
  async function catchUp() {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, lastId - CATCH_UP_MARGIN))
      .orderBy(asc(liveEvents.id))
      .limit(REPLAY_LIMIT + CATCH_UP_MARGIN);
    for (const row of rows) await deliver(toEvent(row));
  }

  /** The events after `afterId`, or 'refetch' when that event is gone or too old to resume from. */
  async function missedSince(afterId: number): Promise<LiveEvent[] | 'refetch'> {
    // The database's clock, which stamped the events (an app clock a test moves is not it).
    const since = sql`now() - make_interval(secs => ${RESUME_WINDOW_MS / 1000})`;
    const [known] = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(and(eq(liveEvents.id, afterId), gt(liveEvents.createdAt, since)));
    if (!known) return 'refetch';
    const rows = await db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, afterId))
      .orderBy(asc(liveEvents.id))
      .limit(REPLAY_LIMIT + 1);
    return rows.length > REPLAY_LIMIT ? 'refetch' : rows.map(toEvent);
  }

  /** Where the events stand, and the one LISTEN of this instance. */
  async function begin() {
    const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents);
    lastId = row?.id ?? 0;
    stopListening = await listenTo(
      db,
      LIVE_CHANNEL,
      (payload) => enqueue(() => deliver(JSON.parse(payload) as LiveEvent)),
      () => enqueue(catchUp),
    );
  }

  return {
    /**
     * Starts listening. A database that cannot be reached yet does not keep the server from
     * starting (its /health says so): the hub tries again every START_RETRY_MS.
     */
    async start() {
      if (stopped) return;
      try {
        await begin();
      } catch (error) {
        log.error({ err: error }, 'live updates could not listen; trying again');
        retry = setTimeout(() => void this.start(), START_RETRY_MS);
        retry.unref();
      }
    },

    /**
     * Ends every stream, at once: their clients reconnect to another instance. A stream that
     * connects after this is ended as it connects.
     */
    closeStreams() {
      closing = true;
      for (const subscriber of subscribers) subscriber.stream.close();
      subscribers.clear();
    },

    /** Ends every stream and stops listening. */
    async stop() {
      stopped = true;
      if (retry !== null) clearTimeout(retry);
      this.closeStreams();
      await stopListening?.();
      stopListening = null;
    },

    /**
     * Puts a stream on the hub. With `lastEventId` (a reconnect) it first gets what it missed,
     * or 'refetch'; else it is told where it stands (a `ready` event with the latest id), so its
     * next reconnect can resume. Returns what takes it off, and what changes who it hears as (the
     * route reads the session again now and then: sites given or taken, an account closed).
     */
    async connect(viewer: Viewer, stream: SseStream, lastEventId: number | null) {
      const subscriber: Subscriber<Viewer> = { viewer, stream, held: [] };
      if (closing) stream.close();
      else subscribers.add(subscriber);
      const detach = () => subscribers.delete(subscriber);
      // What the replay sent, so an event also heard live meanwhile is sent once.
      const replayed = new Set<number>();
      try {
        if (lastEventId === null) {
          stream.event({
            id: lastId,
            topic: 'ready',
            action: 'ready',
            siteId: null,
            userId: null,
            subjectId: null,
            data: null,
          });
        } else {
          const missed = await missedSince(lastEventId);
          if (missed === 'refetch') stream.signal('refetch');
          else {
            for (const event of missed) {
              replayed.add(event.id);
              if ((await decisionOf(event))(viewer)) stream.event(event);
            }
          }
        }
        for (const event of subscriber.held ?? []) {
          if (!replayed.has(event.id)) stream.event(event);
        }
        subscriber.held = null;
      } catch (error) {
        detach();
        throw error;
      }
      return {
        detach,
        update(next: Viewer) {
          subscriber.viewer = next;
        },
      };
    },

    get size() {
      return subscribers.size;
    },
  };
}

export type LiveHub<Viewer> = ReturnType<typeof createLiveHub<Viewer>>;

/** Deletes events no stream can resume from any more (a recurring job, features/live). */
export async function sweepLiveEvents(db: Database) {
  await db.execute(
    sql`delete from ${liveEvents} where ${liveEvents.createdAt} < now() - make_interval(secs => ${(2 * RESUME_WINDOW_MS) / 1000})`,
  );
}
