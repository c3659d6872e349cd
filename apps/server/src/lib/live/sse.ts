import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { LiveEvent } from './publish';

/** A comment line every so often: proxies (nginx's 60 s read timeout) keep an idle stream open. */
const HEARTBEAT_MS = 15_000;
/**
 * What a stream may hold unsent before it is dropped: a client that reads slower than changes
 * come never makes the server buffer without bound. It reconnects and resumes (Last-Event-ID).
 */
const MAX_UNSENT_BYTES = 256 * 1024;
/** How long an EventSource waits before it reconnects, sent once at the start. */
const RETRY_MS = 3000;

export type SseStream = {
  /** An event of the stream (its id is what Last-Event-ID resumes from). */
  event(event: LiveEvent): void;
  /** A signal without an id: 'refetch' (what was missed is gone; read everything again). */
  signal(name: string): void;
  close(): void;
  /** Whether it is still open. */
  readonly open: boolean;
};

/**
 * Starts a Server-Sent Events answer on `raw` and keeps it alive. Not compressed and not
 * buffered on the way (X-Accel-Buffering: no tells nginx; docs/deployment.md), so each event
 * leaves at once. `onClose` runs once, however it ends: the client leaving, a drop for
 * backpressure, or close(). The answer is written on the raw response (the route hijacks it), so
 * `headers` carries what the app's hooks had set.
 */
export function openSse(
  raw: ServerResponse,
  onClose: () => void,
  {
    headers = {},
    heartbeatMs = HEARTBEAT_MS,
  }: { headers?: OutgoingHttpHeaders; heartbeatMs?: number } = {},
): SseStream {
  // The headers the app's hooks set before (CORS for the native app's origin, the request id).
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  let open = true;
  const write = (text: string) => {
    if (!open) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) end(true);
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();
  const end = (destroy: boolean) => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    if (destroy) raw.destroy();
    else raw.end();
    onClose();
  };
  raw.on('close', () => end(false));
  write(`retry: ${RETRY_MS}\n\n`);
  return {
    event(event) {
      const { id, ...rest } = event;
      write(`id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, ...rest })}\n\n`);
    },
    signal(name) {
      write(`event: ${name}\ndata: {}\n\n`);
    },
    close: () => end(false),
    get open() {
      return open;
    },
  };
}
