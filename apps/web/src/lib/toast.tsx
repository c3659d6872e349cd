import type { ReactNode } from 'react';
import { toast as sonner } from 'sonner';
import { t } from './i18n/i18n';

/** The spec's durations: 5 s by default, 7 s for a retry toast. */
export const TOAST_DURATION_MS = 5_000;
const RETRY_TOAST_DURATION_MS = 7_000;

export type ToastOptions = {
  /** Milliseconds; ignored when persistent. */
  duration?: number;
  /** Stays until dismissed. */
  persistent?: boolean;
  action?: { label: string; onClick: () => void };
};

type ToastId = string | number;

// Told just before a toast shows, so the toast layer can place it clear of what the user is
// using right now (app/toast-layer.tsx).
const showingListeners = new Set<() => void>();

export function onToastShowing(listener: () => void): () => void {
  showingListeners.add(listener);
  return () => showingListeners.delete(listener);
}

// Toasts raised in the task now running: a sign-out in the same task keeps them, since they
// give its reason ("Authentication failed. Please log in again.").
const raisedNow = new Set<ToastId>();

function show(raise: () => ToastId): ToastId {
  for (const listener of showingListeners) listener();
  const id = raise();
  raisedNow.add(id);
  queueMicrotask(() => raisedNow.delete(id));
  return id;
}

/**
 * Dismisses every toast but those raised in the task now running: at sign-out, what was said to
 * the previous user ("PIN set successfully") must not stay on the login page over its links.
 */
export function dismissEarlierToasts(): void {
  for (const shown of sonner.getToasts()) {
    if (!raisedNow.has(shown.id)) sonner.dismiss(shown.id);
  }
}

function settingsOf(options: ToastOptions, fallback = TOAST_DURATION_MS) {
  return {
    duration: options.persistent ? Number.POSITIVE_INFINITY : (options.duration ?? fallback),
    ...(options.action ? { action: options.action } : {}),
  };
}

/** 'Error:' and 'Success:' are read by screen readers only, as the spec has them. */
const spoken = (prefix: string, message: string): ReactNode => (
  <>
    <span className="sr-only">{prefix} </span>
    {message}
  </>
);

/**
 * The one way screens show toasts: success, error, warning, info and retry, with the spec's
 * durations; sonner pauses them while hovered. Where they show is app/toast-layer.tsx's part.
 */
export const notify = {
  success: (message: string, options: ToastOptions = {}) =>
    show(() => sonner.success(spoken(t('common.successPrefix'), message), settingsOf(options))),
  error: (message: string, options: ToastOptions = {}) =>
    show(() => sonner.error(spoken(t('common.errorPrefix'), message), settingsOf(options))),
  warning: (message: string, options: ToastOptions = {}) =>
    show(() => sonner.warning(message, settingsOf(options))),
  info: (message: string, options: ToastOptions = {}) =>
    show(() => sonner.info(message, settingsOf(options))),
  /** A failure the user can try again: a Retry button, shown for 7 seconds. */
  retry: (message: string, onRetry: () => void, options: ToastOptions = {}) =>
    show(() =>
      sonner.error(
        spoken(t('common.errorPrefix'), message),
        settingsOf(
          { ...options, action: { label: t('common.retry'), onClick: onRetry } },
          RETRY_TOAST_DURATION_MS,
        ),
      ),
    ),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
