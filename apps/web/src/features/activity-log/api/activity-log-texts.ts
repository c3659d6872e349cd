import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/**
 * Why the Activity Log could not load (the spec shows no Activity Log texts,
 * requirements/activity.md#errors: these are ours). A refusal names itself (a session that ended
 * is handled by the API client).
 */
export function activityLoadErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 403
    ? t('activity.noAccess')
    : t('activity.loadFailed');
}
