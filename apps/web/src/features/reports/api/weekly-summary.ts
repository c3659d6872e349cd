import { reportPaths, type WeeklySummarySettings } from '@cmms/shared/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { type InstantSaveConfig, useInstantSave } from '../../../lib/instant-save';
import { useMe } from '../../../lib/session';
import { notify } from '../../../lib/toast';

const weeklySummaryKey = (me: string) => ['weekly-summary', me] as const;

/** GET /reports/weekly-summary: whether the signed-in manager or administrator receives it. */
export function useWeeklySummary(enabled: boolean) {
  const me = useMe();
  return useQuery({
    queryKey: weeklySummaryKey(me),
    queryFn: ({ signal }) =>
      apiRequest<WeeklySummarySettings>('GET', reportPaths.weeklySummary, { signal }),
    enabled: enabled && me !== '',
  });
}

const putWeeklySummary = (enabled: boolean) =>
  apiRequest<WeeklySummarySettings>('PUT', reportPaths.weeklySummary, { body: { enabled } });

/** PUT /reports/weekly-summary, saved as the box is ticked; a refusal puts it back and says so. */
const weeklySummarySaving = (
  me: string,
  send = putWeeklySummary,
): InstantSaveConfig<WeeklySummarySettings, boolean> => ({
  key: weeklySummaryKey(me),
  send,
  apply: (settings, enabled) => ({ ...settings, enabled }),
  onRefused: (error) => notify.error(serverReasonOr(error, t('reports.summarySaveFailed'))),
});

export const useSaveWeeklySummary = () => useInstantSave(weeklySummarySaving(useMe()));
