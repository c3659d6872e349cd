/**
 * A Server-Sent Events reader for tests, as a browser's EventSource reads a stream: over a real
 * HTTP connection, each event's id, name and data kept in the order they came.
 */
export type ReceivedEvent = { id: string | null; event: string; data: unknown };

export async function readStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  let text = '';
  let ended = false;
  const pump = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          events.push({
            id: fields.get('id') ?? null,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data') ?? 'null'),
          });
        }
      }
    } catch {
      // Aborted by close(), or the server ended it.
    } finally {
      ended = true;
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    get ended() {
      return ended;
    },
    /** Waits until an event matching `test` has come (failing after `timeoutMs`). */
    async waitFor(test: (event: ReceivedEvent) => boolean, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(test);
        if (found) return found;
        if (Date.now() > until || ended) {
          throw new Error(`no such event; got ${JSON.stringify(events)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      abort.abort();
      await pump;
    },
  };
}
