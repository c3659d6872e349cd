import type { LiveChange } from '@cmms/shared/live';

/**
 * A tab's live stream (issue 34, docs/live.md), over the browser's EventSource: it asks the
 * server for a ticket (the stream's URL carries that, never the session's token), opens the
 * stream, and hands on each change. EventSource reconnects on its own, sending Last-Event-ID;
 * once its ticket is too old for that, this opens a new stream with a new ticket and the last id
 * it saw, so nothing is missed either way. The server says 'refetch' when what was missed is
 * gone.
 */
export type LiveStatus = 'connecting' | 'live' | 'off';

/** What EventSource is to this file, so tests can hand in their own. */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
  close(): void;
};

export type LiveClientOptions = {
  /** POST /live/ticket with the session's token. */
  ticket(): Promise<string>;
  /** The stream's URL for a ticket, resuming after `lastEventId` when there is one. */
  url(ticket: string, lastEventId: number | null): string;
  open(url: string): EventSourceLike;
  onChange(change: LiveChange): void;
  /** Read everything again: the stream cannot say what was missed. */
  onRefetch(): void;
  onStatus(status: LiveStatus): void;
  /** Waits before a new ticket after a failure: 1 s, doubling, at most 60 s. */
  delay?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

const CLOSED = 2;
const backoff = (attempt: number) => Math.min(60_000, 1000 * 2 ** Math.min(attempt, 6));

export function startLiveClient(options: LiveClientOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  const delay = options.delay ?? backoff;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let lastEventId: number | null = null;
  let attempt = 0;
  let stopped = false;

  const status = (value: LiveStatus) => {
    if (!stopped) options.onStatus(value);
  };

  const retryLater = () => {
    if (stopped) return;
    status('off');
    timer = setTimer(() => {
      timer = null;
      void connect();
    }, delay(attempt));
    attempt += 1;
  };

  async function connect() {
    if (stopped) return;
    // A retry stays 'off' until it is live: the header's word should not blink with each try.
    if (attempt === 0) status('connecting');
    let ticket: string;
    try {
      ticket = await options.ticket();
    } catch {
      retryLater();
      return;
    }
    if (stopped) return;
    const opened = options.open(options.url(ticket, lastEventId));
    source = opened;
    opened.onopen = () => {
      attempt = 0;
      status('live');
    };
    opened.addEventListener('change', (event) => {
      const change = JSON.parse(event.data) as LiveChange;
      lastEventId = Math.max(lastEventId ?? 0, change.id);
      if (change.topic !== 'ready') options.onChange(change);
    });
    opened.addEventListener('refetch', () => options.onRefetch());
    opened.onerror = () => {
      if (source !== opened) return;
      // Still CONNECTING: EventSource retries by itself, with Last-Event-ID.
      if (opened.readyState !== CLOSED) {
        status('connecting');
        return;
      }
      // Refused (its ticket too old, the session ended): a new ticket, after a while.
      opened.close();
      source = null;
      retryLater();
    };
  }

  void connect();
  return {
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      source?.close();
      source = null;
    },
  };
}
