/**
 * A change announced to every tab of the app (and to listeners in this one): the tab that made
 * the change says so, the others refresh what they show. BroadcastChannel carries it between
 * tabs; where it is missing, a localStorage write does (other tabs get a 'storage' event).
 * Each kind of change has its own message type on the one channel.
 */
const CHANNEL_NAME = 'cmms-events';

type Listener = () => void;

export type CrossTabSignal = {
  /** Tell the other tabs, and this tab's listeners, that something changed. */
  announce(): void;
  /** Call `listener` on every announcement, from any tab; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
  /** Stop listening (tests; the app keeps its signal for the page's life). */
  close(): void;
};

export type SignalEnvironment = {
  createChannel?: ((name: string) => BroadcastChannel) | undefined;
  storage?: Pick<Storage, 'setItem'> | undefined;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
};

function defaultEnvironment(): SignalEnvironment {
  return {
    createChannel:
      typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    // Read when used: merely touching localStorage can throw where storage is disabled.
    storage: { setItem: (key, value) => globalThis.localStorage?.setItem(key, value) },
    window: globalThis.window,
  };
}

export function createCrossTabSignal(
  type: string,
  environment: SignalEnvironment = defaultEnvironment(),
): CrossTabSignal {
  const listeners = new Set<Listener>();
  const fire = () => {
    for (const listener of [...listeners]) listener();
  };
  let channel: BroadcastChannel | null = null;
  let detach: (() => void) | null = null;

  // Connected on first use, so merely importing this module opens nothing.
  function connect() {
    if (channel || !environment.createChannel) return;
    channel = environment.createChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === type) fire();
    };
  }

  function listenToStorage() {
    const target = environment.window;
    if (detach || environment.createChannel || !target) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === type) fire();
    };
    target.addEventListener('storage', onStorage);
    detach = () => target.removeEventListener('storage', onStorage);
  }

  return {
    announce() {
      connect();
      const message = { type, at: Date.now() };
      if (channel) channel.postMessage(message);
      else {
        try {
          environment.storage?.setItem(type, String(message.at));
        } catch {
          // Storage refused (private mode): other tabs refresh on their own schedule.
        }
      }
      fire();
    },
    subscribe(listener) {
      connect();
      listenToStorage();
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = null;
      detach?.();
      detach = null;
    },
  };
}
