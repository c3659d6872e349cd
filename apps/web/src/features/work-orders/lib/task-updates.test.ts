import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTaskSignal, TASK_UPDATED, type TaskSignal } from './task-updates';

const opened: TaskSignal[] = [];
const open = (...args: Parameters<typeof createTaskSignal>) => {
  const signal = createTaskSignal(...args);
  opened.push(signal);
  return signal;
};
afterEach(() => {
  for (const signal of opened.splice(0)) signal.close();
});

const channels = { createChannel: (name: string) => new BroadcastChannel(name) };

describe('the task-updated signal', () => {
  it('reaches the other tabs, and this tab once', async () => {
    const here = open(channels);
    const there = open(channels);
    const heard = { here: vi.fn(), there: vi.fn() };
    here.subscribe(heard.here);
    there.subscribe(heard.there);

    here.announce();
    expect(heard.here).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(heard.there).toHaveBeenCalledTimes(1));
    expect(heard.here).toHaveBeenCalledTimes(1);
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const here = open(channels);
    const there = open(channels);
    const listener = vi.fn();
    const stop = there.subscribe(listener);
    stop();
    here.announce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listener).not.toHaveBeenCalled();
  });

  it('falls back to a storage write and storage events without BroadcastChannel', () => {
    const written: [string, string][] = [];
    let onStorage: ((event: StorageEvent) => void) | undefined;
    const signal = open({
      createChannel: undefined,
      storage: { setItem: (key, value) => written.push([key, value]) },
      window: {
        addEventListener: (_type: string, listener: (event: StorageEvent) => void) => {
          onStorage = listener;
        },
        removeEventListener: () => {},
      } as unknown as Window,
    });
    const listener = vi.fn();
    signal.subscribe(listener);
    signal.announce();
    expect(written.map(([key]) => key)).toEqual([TASK_UPDATED]);
    expect(listener).toHaveBeenCalledTimes(1);
    onStorage?.({ key: TASK_UPDATED } as StorageEvent);
    onStorage?.({ key: 'token' } as StorageEvent);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
