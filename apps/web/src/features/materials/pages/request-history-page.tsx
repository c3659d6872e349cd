import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { useListSite } from '../../sites/public';
import { materialKeys } from '../api/materials';
import { MaterialsAccess } from '../components/materials-access';
import { PageHeading } from '../components/page-heading';
import { RequestsSection } from '../components/requests-section';

/**
 * My Request History (requirements/materials.md#screens item 4): the signed-in user's own requests, whatever their role,
 * searched and filtered, editable while Pending.
 */
export function RequestHistoryPage() {
  const user = useSession()?.user ?? null;
  const queryClient = useQueryClient();
  const site = useListSite();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await queryClient.invalidateQueries({ queryKey: materialKeys.all });
    setRefreshing(false);
  };
  const refreshButton = (label: string) => (
    <Button
      variant="secondary"
      icon={<RefreshCw className="size-4" aria-hidden />}
      loading={refreshing}
      onClick={() => void refresh()}
    >
      {label}
    </Button>
  );

  if (!user) return null;
  return (
    <MaterialsAccess user={user}>
      <div className="mx-auto w-full max-w-7xl space-y-5">
        <PageHeading
          title={t('materials.historyTitle')}
          subtitle={t('materials.historySubtitle')}
          site={site.label}
          actions={refreshButton(t('materials.refresh'))}
        />
        <RequestsSection
          history
          loadingText={t('materials.loadingRequests')}
          emptyAction={refreshButton(t('materials.refreshData'))}
        />
      </div>
    </MaterialsAccess>
  );
}
