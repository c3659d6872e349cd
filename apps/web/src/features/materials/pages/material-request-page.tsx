import { type Material, materialRules } from '@cmms/shared/materials';
import { useQueryClient } from '@tanstack/react-query';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import type { SessionUser } from '../../../lib/session';
import { useListSite } from '../../sites/public';
import { materialKeys } from '../api/materials';
import { DebugPanel } from '../components/debug-panel';
import { InventorySection } from '../components/inventory-section';
import { PageHeading } from '../components/page-heading';
import { RequestFormDialog } from '../components/request-form-dialog';
import { RequestsSection } from '../components/requests-section';

/**
 * Request Materials (requirements/materials.md#screens items 1 and 2): the user's own requests, editable while Pending, and
 * the inventory of their sites to request from.
 */
export function MaterialRequestPage({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const site = useListSite();
  const [refreshing, setRefreshing] = useState(false);
  const [form, setForm] = useState<{ open: boolean; material: Material | null }>({
    open: false,
    material: null,
  });
  const openRequest = (material: Material | null) => setForm({ open: true, material });
  const refresh = async () => {
    setRefreshing(true);
    await queryClient.invalidateQueries({ queryKey: materialKeys.all });
    setRefreshing(false);
  };
  const requestButton = (
    <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => openRequest(null)}>
      {t('materials.requestButton')}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeading
        title={t('materials.requestTitle')}
        subtitle={t('materials.requestSubtitle')}
        site={site.label}
        actions={
          <>
            {requestButton}
            <Button
              variant="secondary"
              icon={<RefreshCw className="size-4" aria-hidden />}
              loading={refreshing}
              onClick={() => void refresh()}
            >
              {t('materials.refresh')}
            </Button>
          </>
        }
      />
      {materialRules.seesDebugPanel(user) && <DebugPanel />}
      <RequestsSection loadingText={t('materials.loadingRequests')} />
      <section className="space-y-4 border-t border-slate-200 pt-5">
        <PageHeading
          level={2}
          title={t('materials.inventoryTitle')}
          subtitle={t('materials.inventorySubtitle')}
          actions={requestButton}
        />
        <InventorySection loadingText={t('materials.loadingMaterials')} onRequest={openRequest} />
      </section>
      <RequestFormDialog
        open={form.open}
        material={form.material}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
    </div>
  );
}
