import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rereadInvalidatedFirstReads } from './reread-invalidated';

/** A server whose answers are held until released, so a read can be caught on its way. */
function slowServer(initial: string) {
  let state = initial;
  const held: (() => void)[] = [];
  return {
    change: (next: string) => {
      state = next;
    },
    read: () =>
      new Promise<string>((resolve) => {
        const answer = state;
        held.push(() => resolve(answer));
      }),
    releaseAll: () => {
      for (const release of held.splice(0)) release();
    },
    reads: () => held.length,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

const stop: (() => void)[] = [];
afterEach(() => {
  for (const fn of stop.splice(0)) fn();
});

function watch(queryClient: QueryClient, server: ReturnType<typeof slowServer>, key: string) {
  const observer = new QueryObserver(queryClient, { queryKey: ['pm', key], queryFn: server.read });
  const seen = vi.fn();
  stop.push(observer.subscribe(seen));
  return observer;
}

describe('rereadInvalidatedFirstReads', () => {
  it('reads again a first read that a change made stale on its way', async () => {
    const queryClient = new QueryClient();
    stop.push(rereadInvalidatedFirstReads(queryClient));
    const server = slowServer('Pending');
    const observer = watch(queryClient, server, 'search');
    await settled();
    // The change commits while the first read, which saw the state before it, is on its way.
    server.change('Scheduled');
    void queryClient.invalidateQueries({ queryKey: ['pm'] });
    server.releaseAll();
    await settled();
    expect(observer.getCurrentResult().data).toBe('Pending');
    expect(server.reads()).toBe(1);
    server.releaseAll();
    await settled();
    expect(observer.getCurrentResult().data).toBe('Scheduled');
  });

  it('leaves alone a first read that nothing made stale, and a read that failed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    stop.push(rereadInvalidatedFirstReads(queryClient));
    const server = slowServer('Pending');
    watch(queryClient, server, 'quiet');
    await settled();
    server.releaseAll();
    await settled();
    expect(server.reads()).toBe(0);

    const down = vi.fn(() => Promise.reject(new Error('down')));
    const failing = new QueryObserver(queryClient, { queryKey: ['pm', 'failing'], queryFn: down });
    stop.push(failing.subscribe(() => undefined));
    void queryClient.invalidateQueries({ queryKey: ['pm', 'failing'] });
    await settled();
    expect(failing.getCurrentResult().status).toBe('error');
    expect(down).toHaveBeenCalledTimes(1);
  });
});
