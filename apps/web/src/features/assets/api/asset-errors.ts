import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/**
 * requirements/assets.md#errors: 'Failed to delete asset. Please try again.', except when the server refuses with a
 * reason the user can act on: open work orders still use the asset (409).
 */
export function assetDeleteErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409 && error.message
    ? error.message
    : t('assets.deleteFailed');
}

/** Whether a detail load failed because the asset does not exist (or is not visible: 404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The form's message under the fields: the server's own words for a refusal that names no field
 * (a 409 about open work orders, a 403), otherwise 'Failed to save asset. Please try again.'.
 */
export function assetSaveErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return t('assets.saveFailed');
  if (Object.keys(error.fieldErrors).length > 0) return null;
  return error.status === 409 || error.status === 403 ? error.message : t('assets.saveFailed');
}
