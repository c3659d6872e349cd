import type { LiveChange } from '@cmms/shared/live';
import { describe, expect, it } from 'vitest';
import { type EventSourceLike, type LiveStatus, startLiveClient } from './live-client';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const change = (id: number, topic = 'task'): LiveChange => ({
  id,
  topic,
  action: 'task_updated',
  siteId: null,
  userId: null,
  subjectId: null,
  data: null,
});

function setUp(tickets: (() => Promise<string>)[] = []) {
  const sources: FakeSource[] = [];
  const changes: LiveChange[] = [];
  const statuses: LiveStatus[] = [];
  const timers: (() => void)[] = [];
  let refetches = 0;
  let asked = 0;
  const client = startLiveClient({
    ticket: () => (tickets[asked++] ?? (() => Promise.resolve(`t${asked}`)))(),
    url: (ticket, last) =>
      `/api/live/stream?ticket=${ticket}${last === null ? '' : `&lastEventId=${last}`}`,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    onChange: (value) => changes.push(value),
    onRefetch: () => {
      refetches += 1;
    },
    onStatus: (value) => statuses.push(value),
    setTimer: (run) => timers.push(run),
    clearTimer: () => {},
  });
  return { client, sources, changes, statuses, timers, refetches: () => refetches };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live client', () => {
  it('opens with a ticket and hands on changes, not the ready mark', async () => {
    const t = setUp();
    await settle();
    expect(t.sources[0]?.url).toBe('/api/live/stream?ticket=t1');
    t.sources[0]?.onopen?.(new Event('open'));
    t.sources[0]?.emit('change', change(7, 'ready'));
    t.sources[0]?.emit('change', change(8));
    expect(t.changes.map((one) => one.id)).toEqual([8]);
    expect(t.statuses).toEqual(['connecting', 'live']);
    t.client.stop();
    expect(t.sources[0]?.closed).toBe(true);
  });

  it('lets EventSource retry by itself, and once refused opens anew from the last id it saw', async () => {
    const t = setUp();
    await settle();
    const first = t.sources[0] as FakeSource;
    first.emit('change', change(41));
    first.onerror?.(new Event('error'));
    expect(t.sources).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('connecting');
    first.readyState = 2;
    first.onerror?.(new Event('error'));
    expect(t.statuses.at(-1)).toBe('off');
    t.timers.shift()?.();
    await settle();
    expect(t.sources[1]?.url).toBe('/api/live/stream?ticket=t2&lastEventId=41');
  });

  it('tries again later when no ticket comes, and refetches when the server says so', async () => {
    const t = setUp([() => Promise.reject(new Error('offline'))]);
    await settle();
    expect(t.sources).toHaveLength(0);
    expect(t.statuses).toEqual(['connecting', 'off']);
    t.timers.shift()?.();
    await settle();
    // Still off while it tries again, until it is live.
    expect(t.statuses).toEqual(['connecting', 'off']);
    t.sources[0]?.onopen?.(new Event('open'));
    expect(t.statuses).toEqual(['connecting', 'off', 'live']);
    t.sources[0]?.emit('refetch', {});
    expect(t.refetches()).toBe(1);
  });
});
