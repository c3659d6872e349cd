import { readStorage, storageKeys, writeStorage } from './storage-keys';

/** Below this the device's clock is taken as right: the Date header counts whole seconds. */
const TRUSTED_SKEW_MS = 30_000;

let offsetMs = Number(readStorage(storageKeys.clockOffset)) || 0;

/**
 * Learns how far the device's clock is off from the server's Date header. A phone whose clock
 * runs minutes fast would otherwise date its offline punches in the future, which the server
 * refuses (issue 21). Kept across reloads, for a start with no signal.
 */
export function noteServerDate(header: string | null, now = Date.now()): void {
  const server = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(server)) return;
  const skew = server - now;
  const next = Math.abs(skew) > TRUSTED_SKEW_MS ? skew : 0;
  if (next === offsetMs) return;
  offsetMs = next;
  writeStorage(storageKeys.clockOffset, String(next));
}

/** Now, by the server's clock as last seen; the device's own when they agree. */
export const serverNow = (now = Date.now()) => new Date(now + offsetMs);
