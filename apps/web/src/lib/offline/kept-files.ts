import { t } from '../i18n/i18n';
import type { QueuedFile } from './changes';

/**
 * The most the files waiting on this device may weigh together, for every user of the phone:
 * 100 MB. A photo is sent at under 1 MB once resized, so this holds a hundred or more: a day's
 * work with no signal. Browsers give a site a share of the phone's free space and may refuse a
 * write or evict the site's data when it runs low; staying well under keeps that from happening
 * halfway through a shift, and a refusal we make is one we can explain.
 */
export const KEPT_FILES_BUDGET_BYTES = 100 * 1024 * 1024;

/** Refused before anything is written: the files kept on this device would pass the budget. */
export class KeptFilesFullError extends Error {
  override readonly name = 'KeptFilesFullError';
  constructor() {
    super(t('attachments.keptFilesFull'));
  }
}

/** Whether a file of `size` bytes may join the files already kept. */
export function fitsBudget(
  keptSizes: readonly number[],
  size: number,
  budget = KEPT_FILES_BUDGET_BYTES,
) {
  const kept = keptSizes.reduce((total, each) => total + each, 0);
  return kept + size <= budget;
}

/**
 * The multipart body of a change that carries a file: its text fields first (the server reads
 * the tag before the bytes stream in), then the bytes under the kept name and type, the same on
 * the first attempt and on every replay.
 */
export function multipartBody(file: QueuedFile, blob: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of file.fields) form.append(name, value);
  form.append(file.field, new File([blob], file.name, { type: file.type }));
  return form;
}

/** The browser's answer when a write would pass the site's storage quota. */
export const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';
