import type { MessageKey } from '@cmms/shared/i18n/message';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

// The reason phrase the spec's 'Failed to load sites: {status} - {statusText}' shows.
const STATUS_KEYS = {
  400: 'sites.statusBadRequest',
  404: 'sites.statusNotFound',
  409: 'sites.statusConflict',
  413: 'sites.statusPayloadTooLarge',
  429: 'sites.statusTooManyRequests',
} as const satisfies Record<number, MessageKey>;

/** requirements/sites.md#errors: a failed sites load, by what went wrong. */
export function siteLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('sites.loadFailed');
  if (error.code === 'TIMEOUT') return t('sites.timeout');
  if (error.status === 0) return t('sites.network');
  if (error.status === 401) return t('sites.unauthorized');
  if (error.status === 403) return t('sites.forbidden');
  if (error.status >= 500) return t('sites.serverError');
  const reasonKey = Object.hasOwn(STATUS_KEYS, error.status)
    ? STATUS_KEYS[error.status as keyof typeof STATUS_KEYS]
    : undefined;
  return t('sites.loadFailedStatus', {
    status: error.status,
    reason: reasonKey ? t(reasonKey) : error.message,
  });
}

/** requirements/sites.md#errors: 'Error: ' and the server's error, or the local fallback. */
export function siteActionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status > 0 && error.message
    ? t('sites.errorWithReason', { reason: error.message })
    : fallback;
}
