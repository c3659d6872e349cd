/**
 * Doc 001 §4 'Cross-tab refresh signals: task-updated'. A tab that changed a work order says so;
 * every other tab of the app (and any other listener in this one) refreshes what it shows of
 * work orders. BroadcastChannel carries it between tabs; where it is missing, a localStorage
 * write does (other tabs get a 'storage' event).
 */
export const TASK_UPDATED = 'task-updated';
const CHANNEL_NAME = 'cmms-events';

type Listener = () => void;

export type TaskSignal = {
  /** Tell the other tabs, and this tab's listeners, that work orders changed. */
  announce(): void;
  /** Call `listener` on every announcement, from any tab; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
  /** Stop listening (tests; the app keeps its signal for the page's life). */
  close(): void;
};

type Environment = {
  createChannel?: ((name: string) => BroadcastChannel) | undefined;
  storage?: Pick<Storage, 'setItem'> | undefined;
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined;
};

function defaultEnvironment(): Environment {
  return {
    createChannel:
      typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    // Read when used: merely touching localStorage can throw where storage is disabled.
    storage: { setItem: (key, value) => globalThis.localStorage?.setItem(key, value) },
    window: globalThis.window,
  };
}

export function createTaskSignal(environment: Environment = defaultEnvironment()): TaskSignal {
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
      if ((event.data as { type?: unknown } | null)?.type === TASK_UPDATED) fire();
    };
  }

  function listenToStorage() {
    const target = environment.window;
    if (detach || environment.createChannel || !target) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === TASK_UPDATED) fire();
    };
    target.addEventListener('storage', onStorage);
    detach = () => target.removeEventListener('storage', onStorage);
  }

  return {
    announce() {
      connect();
      const message = { type: TASK_UPDATED, at: Date.now() };
      if (channel) channel.postMessage(message);
      else {
        try {
          environment.storage?.setItem(TASK_UPDATED, String(message.at));
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

/** The app's one signal. */
export const taskSignal = createTaskSignal();
