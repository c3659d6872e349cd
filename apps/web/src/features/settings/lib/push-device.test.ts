import type { PushSubscriptionBody } from '@cmms/shared/push';
import { describe, expect, it } from 'vitest';
import {
  applicationServerKeyOf,
  keepPushCurrent,
  madeWithKey,
  type PushPlatform,
  type PushServer,
  pushSupportOf,
  readPushState,
  subscriptionBodyOf,
  turnPushOff,
  turnPushOn,
} from './push-device';

// A P-256 public key as web-push generates them: 65 bytes, base64url without padding.
const KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OTHER_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser's push manager and subscriptions, in memory, logging what is done to them. */
function fakeBrowser({
  permission = 'granted' as NotificationPermission,
  worker = true,
  subscribedWith = null as string | null,
} = {}) {
  const log: string[] = [];
  let count = 0;
  let current: PushSubscription | null = null;
  const subscriptionWith = (key: Uint8Array<ArrayBuffer>) => {
    count += 1;
    const endpoint = `https://push.example.com/send/${count}`;
    const subscription = {
      endpoint,
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: `p256dh-${count}`, auth: `auth-${count}` },
      }),
      unsubscribe: async () => {
        log.push(`unsubscribe ${endpoint}`);
        if (current === subscription) current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return subscription;
  };
  if (subscribedWith) current = subscriptionWith(applicationServerKeyOf(subscribedWith));
  const manager = {
    getSubscription: async () => current,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      log.push('subscribe');
      current = subscriptionWith(options.applicationServerKey as Uint8Array<ArrayBuffer>);
      return current;
    },
  };
  const platform: PushPlatform = {
    permission: () => permission,
    registered: async () => (worker ? manager : undefined),
    ready: async () => {
      if (!worker) throw new Error('no worker');
      return manager;
    },
  };
  return { platform, log, current: () => current };
}

function fakeServer({ refuse = false } = {}) {
  const calls: string[] = [];
  const bodies: PushSubscriptionBody[] = [];
  const server: PushServer = {
    save: async (body) => {
      calls.push(`POST ${body.endpoint}`);
      bodies.push(body);
      if (refuse) throw new Error('refused');
    },
    remove: async (endpoint) => {
      calls.push(`DELETE ${endpoint}`);
      if (refuse) throw new Error('unreachable');
    },
  };
  return { server, calls, bodies };
}

describe('pushSupportOf', () => {
  const browser = {
    native: false,
    development: false,
    serviceWorker: true,
    pushManager: true,
    notification: true,
  };

  it('supports a built app in a browser with every part', () => {
    expect(pushSupportOf(browser)).toBe('supported');
  });

  it('leaves the native app to its own push, even where its web view has the parts', () => {
    expect(pushSupportOf({ ...browser, native: true })).toBe('native');
  });

  it('says a browser missing any part cannot, before saying development cannot', () => {
    expect(pushSupportOf({ ...browser, pushManager: false })).toBe('unsupported');
    expect(pushSupportOf({ ...browser, notification: false, development: true })).toBe(
      'unsupported',
    );
    expect(pushSupportOf({ ...browser, serviceWorker: false })).toBe('unsupported');
    expect(pushSupportOf({ ...browser, development: true })).toBe('development');
  });
});

describe('applicationServerKeyOf', () => {
  it('decodes base64url, with or without padding', () => {
    const key = applicationServerKeyOf(KEY);
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(Buffer.from(key).toString('base64url')).toBe(KEY);
    expect([...applicationServerKeyOf('-_8')]).toEqual([0xfb, 0xff]);
    expect([...applicationServerKeyOf('-_8=')]).toEqual([0xfb, 0xff]);
  });
});

describe('madeWithKey and subscriptionBodyOf', () => {
  it('tells a subscription made with the key from one made with another', async () => {
    const { platform } = fakeBrowser({ subscribedWith: KEY });
    const subscription = await (await platform.ready()).getSubscription();
    if (!subscription) throw new Error('no subscription');
    expect(madeWithKey(subscription, applicationServerKeyOf(KEY))).toBe(true);
    expect(madeWithKey(subscription, applicationServerKeyOf(OTHER_KEY))).toBe(false);
    expect(
      madeWithKey(
        { ...subscription, options: { applicationServerKey: null, userVisibleOnly: true } },
        applicationServerKeyOf(KEY),
      ),
    ).toBe(false);
  });

  it('sends the endpoint and keys only', async () => {
    const { platform } = fakeBrowser({ subscribedWith: KEY });
    const subscription = await (await platform.ready()).getSubscription();
    if (!subscription) throw new Error('no subscription');
    expect(subscriptionBodyOf(subscription)).toEqual({
      endpoint: 'https://push.example.com/send/1',
      keys: { p256dh: 'p256dh-1', auth: 'auth-1' },
    });
  });
});

describe('readPushState', () => {
  it('is on only with a subscription and the permission', async () => {
    expect(await readPushState(fakeBrowser({ subscribedWith: KEY }).platform)).toBe('on');
    expect(await readPushState(fakeBrowser().platform)).toBe('off');
    expect(
      await readPushState(fakeBrowser({ subscribedWith: KEY, permission: 'default' }).platform),
    ).toBe('off');
  });

  it('is blocked when notifications are refused, and says when no worker is registered', async () => {
    expect(
      await readPushState(fakeBrowser({ subscribedWith: KEY, permission: 'denied' }).platform),
    ).toBe('blocked');
    expect(await readPushState(fakeBrowser({ worker: false }).platform)).toBe('noWorker');
  });
});

describe('turnPushOn', () => {
  it('subscribes with the server key and gives the server the subscription', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    const { server, calls, bodies } = fakeServer();
    expect(await turnPushOn(browser.platform, 'granted', KEY, server)).toBe('on');
    expect(browser.log).toEqual(['subscribe']);
    expect(calls).toEqual(['POST https://push.example.com/send/1']);
    expect(bodies[0]?.keys).toEqual({ p256dh: 'p256dh-1', auth: 'auth-1' });
  });

  it('subscribes nothing when the permission is refused or left unanswered', async () => {
    const browser = fakeBrowser({ permission: 'default' });
    const { server, calls } = fakeServer();
    expect(await turnPushOn(browser.platform, 'denied', KEY, server)).toBe('blocked');
    expect(await turnPushOn(browser.platform, 'default', KEY, server)).toBe('notAllowed');
    expect(browser.log).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('replaces a subscription made with another key, and keeps one made with this key', async () => {
    const stale = fakeBrowser({ subscribedWith: OTHER_KEY });
    const first = fakeServer();
    await turnPushOn(stale.platform, 'granted', KEY, first.server);
    expect(stale.log).toEqual(['unsubscribe https://push.example.com/send/1', 'subscribe']);
    expect(first.calls).toEqual(['POST https://push.example.com/send/2']);

    const current = fakeBrowser({ subscribedWith: KEY });
    const second = fakeServer();
    await turnPushOn(current.platform, 'granted', KEY, second.server);
    expect(current.log).toEqual([]);
    expect(second.calls).toEqual(['POST https://push.example.com/send/1']);
  });

  it('undoes a new subscription the server refused, so the device does not read on', async () => {
    const browser = fakeBrowser();
    const { server } = fakeServer({ refuse: true });
    await expect(turnPushOn(browser.platform, 'granted', KEY, server)).rejects.toThrow('refused');
    expect(browser.log).toEqual(['subscribe', 'unsubscribe https://push.example.com/send/1']);
    expect(await readPushState(browser.platform)).toBe('off');
  });
});

describe('turnPushOff', () => {
  it('unsubscribes here first, then the server forgets the endpoint', async () => {
    const browser = fakeBrowser({ subscribedWith: KEY });
    const { server, calls } = fakeServer();
    await turnPushOff(browser.platform, server);
    expect(browser.log).toEqual(['unsubscribe https://push.example.com/send/1']);
    expect(calls).toEqual(['DELETE https://push.example.com/send/1']);
    expect(await readPushState(browser.platform)).toBe('off');
  });

  it('is off even when the server cannot be told', async () => {
    const browser = fakeBrowser({ subscribedWith: KEY });
    const { server } = fakeServer({ refuse: true });
    await turnPushOff(browser.platform, server);
    expect(await readPushState(browser.platform)).toBe('off');
  });

  it('has nothing to do without a subscription', async () => {
    const { server, calls } = fakeServer();
    await turnPushOff(fakeBrowser().platform, server);
    await turnPushOff(fakeBrowser({ worker: false }).platform, server);
    expect(calls).toEqual([]);
  });
});

describe('keepPushCurrent', () => {
  it('gives the server the subscription again when it was made with the current key', async () => {
    const browser = fakeBrowser({ subscribedWith: KEY });
    const { server, calls } = fakeServer();
    await keepPushCurrent(browser.platform, KEY, server);
    expect(browser.log).toEqual([]);
    expect(calls).toEqual(['POST https://push.example.com/send/1']);
  });

  it('subscribes again when the server key changed', async () => {
    const browser = fakeBrowser({ subscribedWith: OTHER_KEY });
    const { server, calls } = fakeServer();
    await keepPushCurrent(browser.platform, KEY, server);
    expect(browser.log).toEqual(['unsubscribe https://push.example.com/send/1', 'subscribe']);
    expect(calls).toEqual(['POST https://push.example.com/send/2']);
  });

  it('turns nothing on where push is off or not allowed', async () => {
    const { server, calls } = fakeServer();
    await keepPushCurrent(fakeBrowser().platform, KEY, server);
    await keepPushCurrent(
      fakeBrowser({ subscribedWith: KEY, permission: 'denied' }).platform,
      KEY,
      server,
    );
    expect(calls).toEqual([]);
  });
});
