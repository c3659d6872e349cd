import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { formats, t } from '../i18n/i18n';
import { isNetworkTrouble } from '../network-trouble';

/** What of a query a screen needs to tell a kept answer from a failure. */
export type QueryLike = {
  data: unknown;
  error: unknown;
  isError: boolean;
  /** When the answer shown arrived from the server (ms; 0 for none). */
  dataUpdatedAt: number;
  fetchStatus: 'fetching' | 'paused' | 'idle';
};

/**
 * How a screen shows a list it may have kept on the device (docs/offline.md):
 * - `keptAt`: the answer is shown as the device kept it, with "Offline: as of 10:42" and no
 *   error, because the device is offline or the last attempt got no answer;
 * - `failed`: say the screen's error (under the answer, if there is one): the server answered
 *   with a refusal or a failure, or nothing was kept to show instead;
 * - `notKept`: offline with nothing kept; the request waits for the signal.
 */
export type KeptAnswer = { keptAt: number | null; failed: boolean; notKept: boolean };

export function keptAnswerOf(query: QueryLike, online: boolean): KeptAnswer {
  const hasAnswer = query.data !== undefined;
  const offline = !online || query.fetchStatus === 'paused';
  const noAnswer = query.isError && isNetworkTrouble(query.error);
  const kept = hasAnswer && (offline || noAnswer);
  return {
    keptAt: kept ? query.dataUpdatedAt : null,
    failed: query.isError && !kept,
    notKept: !hasAnswer && offline && !query.isError,
  };
}

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the app counts the device as online (TanStack's own view, lib/offline/device-connection.ts). */
const useQueriesOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/** `keptAnswerOf` for a query of this screen, following the connection as it changes. */
export function useKeptAnswer(query: QueryLike): KeptAnswer {
  return keptAnswerOf(query, useQueriesOnline());
}

/** The oldest of several kept answers: what a screen built from them is "as of". */
export function oldestKept(...answers: KeptAnswer[]): number | null {
  const times = answers
    .map((answer) => answer.keptAt)
    .filter((at): at is number => at !== null && at > 0);
  return times.length > 0 ? Math.min(...times) : null;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * "Offline: as of 10:42", the time the kept answer came from the server, in the app's clock
 * format (as the attendance times); with the day when it is not today: "Offline: as of Nov 24,
 * 10:42". In the given locale, else the reader's language.
 */
export function keptAsOf(at: number, now: Date = new Date(), locale?: string): string {
  const when = new Date(at);
  if (!Number.isFinite(at) || at <= 0 || Number.isNaN(when.getTime())) return t('offline.offline');
  const format = (options: Intl.DateTimeFormatOptions) =>
    locale ? when.toLocaleString(locale, options) : formats().dateTime(when, options);
  const time = format({ hour: '2-digit', minute: '2-digit' });
  if (sameDay(when, now)) return t('offline.keptAsOf', { time });
  const day = format({
    month: 'short',
    day: 'numeric',
    ...(when.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
  return t('offline.keptAsOfDay', { day, time });
}
