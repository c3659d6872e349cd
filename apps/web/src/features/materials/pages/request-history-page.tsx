import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { materialKeys } from '../api/materials';
import { MaterialsAccess } from '../components/materials-access';
import { PageHeading } from '../components/page-heading';
import { RequestsSection } from '../components/requests-section';
import { materialMessages } from '../lib/material-messages';
import { useListSite } from '../lib/use-list-site';

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
          title={materialMessages.historyTitle}
          subtitle={materialMessages.historySubtitle}
          site={site.label}
          actions={refreshButton(materialMessages.refresh)}
        />
        <RequestsSection
          mode="history"
          loadingText="Loading requests..."
          emptyAction={refreshButton(materialMessages.refreshData)}
        />
      </div>
    </MaterialsAccess>
  );
}
