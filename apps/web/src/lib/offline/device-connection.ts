import { onlineManager } from '@tanstack/react-query';
import { API_BASE_URL } from '../server-url';

type ConnectionTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator?: { onLine?: boolean };
};

/** Whether the app server answers at all (any status): the connection works. */
export type ServerProbe = () => Promise<boolean>;

const PROBE_TIMEOUT_MS = 3_000;

const probeServer: ServerProbe = () =>
  fetch(`${API_BASE_URL}/wakeup`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  }).then(
    () => true,
    () => false,
  );

/**
 * Makes TanStack Query believe the device about its connection from the first moment. On its
 * own, TanStack starts out "online" and learns otherwise only from an `offline` event, which a
 * page opened with no signal never gets: every screen then asks the server, fails and shows an
 * error over what the device kept (issue 30). Told the truth at start, it pauses those requests
 * instead, the screens show the kept answers, and the paused requests run when the signal
 * returns (docs/offline.md).
 *
 * TanStack stopped reading `navigator.onLine` itself because Chromium sometimes says "offline"
 * on a working connection (TanStack/query#5714); believed blindly, that would pause every
 * request for good. So "offline" is checked once against the server: an answer proves the
 * connection and wins over the flag.
 */
export function followDeviceConnection(
  target: ConnectionTarget | undefined = globalThis.window,
  manager: Pick<typeof onlineManager, 'setEventListener'> = onlineManager,
  probe: ServerProbe = probeServer,
) {
  if (!target) return;
  manager.setEventListener((setOnline) => {
    let probing = false;
    const update = () => {
      const online = target.navigator?.onLine !== false;
      setOnline(online);
      if (online || probing) return;
      probing = true;
      void probe().then((reached) => {
        probing = false;
        if (reached) setOnline(true);
      });
    };
    update();
    target.addEventListener('online', update);
    target.addEventListener('offline', update);
    return () => {
      target.removeEventListener('online', update);
      target.removeEventListener('offline', update);
    };
  });
}
