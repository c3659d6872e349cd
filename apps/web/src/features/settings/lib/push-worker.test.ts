import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// public/push-worker.js runs in the service worker (imported by the one Workbox generates): here
// it runs in a context of its own, with a stand-in `self` that records what it shows and opens.
const SOURCE = fs.readFileSync(
  new URL('../../../../public/push-worker.js', import.meta.url),
  'utf8',
);
const ORIGIN = 'https://cmms.example.com';

type Listener = (event: unknown) => void;
type WindowStandIn = { url: string; focused: boolean; navigatedTo: string | null };

function worker({ windows = [] as WindowStandIn[] } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () =>
        windows.map((window) => ({
          url: window.url,
          focus: async () => {
            window.focused = true;
            return {
              navigate: async (target: string) => {
                window.navigatedTo = target;
                return null;
              },
            };
          },
        })),
      openWindow: async (target: string) => {
        opened.push(target);
        return null;
      },
    },
  };
  vm.runInNewContext(SOURCE, { self, URL });

  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => waits.push(work) });
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  }
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === null
          ? null
          : {
              json: () => (typeof data === 'string' ? JSON.parse(data) : data),
            },
    });
  const click = (url: unknown) => {
    let closed = false;
    return dispatch('notificationclick', {
      notification: { data: { url }, close: () => (closed = true) },
    }).then(() => closed);
  };
  return { push, click, shown, opened };
}

describe('push-worker.js on a push', () => {
  it("shows the server's title, text and tag, with the app's icon, and keeps the page to open", async () => {
    const { push, shown } = worker();
    await push({
      title: 'Work order escalated',
      body: 'WO-7 is overdue',
      url: '/tasks/7',
      tag: 'n-7',
    });
    expect(shown).toEqual([
      {
        title: 'Work order escalated',
        options: {
          body: 'WO-7 is overdue',
          tag: 'n-7',
          data: { url: '/tasks/7' },
          icon: '/pwa-192x192.png',
          badge: '/pwa-192x192.png',
        },
      },
    ]);
  });

  it('still shows something for a push with no payload, one that is not JSON, or no title', async () => {
    const { push, shown } = worker();
    await push(null);
    await push('not json');
    await push({ body: 'Only a text' });
    expect(shown.map(({ title, options }) => [title, options.body, options.data])).toEqual([
      ['Facility Management System', '', { url: '/' }],
      ['Facility Management System', '', { url: '/' }],
      ['Facility Management System', 'Only a text', { url: '/' }],
    ]);
  });

  it('keeps only a path of this app to open', async () => {
    const { push, shown } = worker();
    for (const url of [
      'https://elsewhere.example/x',
      '//elsewhere.example/x',
      'javascript:alert(1)',
      42,
    ]) {
      await push({ title: 'T', body: 'B', url, tag: 't' });
    }
    expect(shown.map(({ options }) => options.data)).toEqual(Array(4).fill({ url: '/' }));
  });
});

describe('push-worker.js on a tap', () => {
  it('closes the notification and opens the page in a new window when none of the app is open', async () => {
    const { click, opened } = worker({
      windows: [{ url: 'https://elsewhere.example/', focused: false, navigatedTo: null }],
    });
    expect(await click('/work-orders/7')).toBe(true);
    expect(opened).toEqual([`${ORIGIN}/work-orders/7`]);
  });

  it("focuses the app's open window and takes it to the page", async () => {
    const open: WindowStandIn = { url: `${ORIGIN}/dashboard`, focused: false, navigatedTo: null };
    const { click, opened } = worker({ windows: [open] });
    await click('/work-orders/7');
    expect(open).toEqual({ ...open, focused: true, navigatedTo: `${ORIGIN}/work-orders/7` });
    expect(opened).toEqual([]);
  });

  it('opens the start page for anything but a path of this app', async () => {
    const { click, opened } = worker();
    await click('https://elsewhere.example/phish');
    await click(undefined);
    expect(opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
