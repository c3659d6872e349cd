import { useState } from 'react';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';

/**
 * A download the server builds (a CSV, a PDF): which one is on its way, and a start that says
 * when it is saved or why it failed (the server's reason for a refusal).
 */
export function useDownload<Kind extends string>() {
  const [working, setWorking] = useState<Kind | null>(null);
  const start = async (kind: Kind, download: () => Promise<unknown>) => {
    setWorking(kind);
    try {
      await download();
      notify.success(t('reports.downloaded'));
    } catch (error) {
      notify.error(serverReasonOr(error, t('reports.downloadFailed')));
    } finally {
      setWorking(null);
    }
  };
  return { working, start };
}
