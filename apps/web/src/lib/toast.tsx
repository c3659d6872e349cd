import type { ReactNode } from 'react';
import { toast as sonner } from 'sonner';

/** Durations of doc 000 §9: 5 s by default, 7 s for a retry toast. */
export const TOAST_DURATION_MS = 5_000;
export const RETRY_TOAST_DURATION_MS = 7_000;

export type ToastOptions = {
  /** Milliseconds; ignored when persistent. */
  duration?: number;
  /** Stays until dismissed. */
  persistent?: boolean;
  action?: { label: string; onClick: () => void };
};

function settingsOf(options: ToastOptions, fallback = TOAST_DURATION_MS) {
  return {
    duration: options.persistent ? Number.POSITIVE_INFINITY : (options.duration ?? fallback),
    ...(options.action ? { action: options.action } : {}),
  };
}

/** 'Error:' and 'Success:' are read by screen readers only (doc 000 §8). */
const spoken = (prefix: string, message: string): ReactNode => (
  <>
    <span className="sr-only">{prefix} </span>
    {message}
  </>
);

/**
 * The one way screens show toasts (doc 000 §3, §4): success, error, warning, info and retry, with
 * the spec's durations; sonner pauses them while hovered.
 */
export const notify = {
  success: (message: string, options: ToastOptions = {}) =>
    sonner.success(spoken('Success:', message), settingsOf(options)),
  error: (message: string, options: ToastOptions = {}) =>
    sonner.error(spoken('Error:', message), settingsOf(options)),
  warning: (message: string, options: ToastOptions = {}) =>
    sonner.warning(message, settingsOf(options)),
  info: (message: string, options: ToastOptions = {}) => sonner.info(message, settingsOf(options)),
  /** A failure the user can try again: a Retry button, shown for 7 seconds. */
  retry: (message: string, onRetry: () => void, options: ToastOptions = {}) =>
    sonner.error(
      spoken('Error:', message),
      settingsOf(
        { ...options, action: { label: 'Retry', onClick: onRetry } },
        RETRY_TOAST_DURATION_MS,
      ),
    ),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
