import { type Material, materialRules } from '@cmms/shared/materials';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type TabItem, Tabs, useTabParam } from '../../../components/ui/tabs';
import { t } from '../../../lib/i18n/i18n';
import type { SessionUser } from '../../../lib/session';
import { useListSite } from '../../sites/public';
import { usePendingCount } from '../api/requests';
import { DebugPanel } from '../components/debug-panel';
import { InventorySection } from '../components/inventory-section';
import { MaterialFormDialog } from '../components/material-form-dialog';
import { PageHeading } from '../components/page-heading';
import { RequestsSection } from '../components/requests-section';

type TabId = 'inventory' | 'requests';

/**
 * Material Management (requirements/materials.md#screens item 3): the inventory, with Add, Edit, Delete, Restock and each
 * material's stock movements; and the requests of the manager's sites, refreshed every 30 s,
 * with the decisions. Both follow the header's site; the tab shows how many requests wait.
 */
export function MaterialManagementPage({ user }: { user: SessionUser }) {
  const site = useListSite();
  const pending = usePendingCount(true, site.siteId);
  const tabs: readonly TabItem<TabId>[] = [
    { id: 'inventory', label: t('materials.inventoryTab') },
    { id: 'requests', label: t('materials.requestsTab', { pending: pending.data ?? 0 }) },
  ];
  const [tab, selectTab] = useTabParam(tabs);
  const [form, setForm] = useState<{ open: boolean; material: Material | null }>({
    open: false,
    material: null,
  });

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5">
      <PageHeading
        title={t('materials.managementTitle')}
        subtitle={t('materials.managementSubtitle')}
        site={site.label}
        actions={
          <Button
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setForm({ open: true, material: null })}
          >
            {t('materials.addMaterial')}
          </Button>
        }
      />
      {/* requirements/materials.md#screens gives managers the debug panel; the request screen is not theirs here. */}
      {materialRules.seesDebugPanel(user) && <DebugPanel />}
      <Tabs label={t('materials.managementViews')} tabs={tabs} selected={tab} onSelect={selectTab}>
        {tab === 'requests' ? (
          <RequestsSection managing loadingText={t('materials.loadingData')} />
        ) : (
          <InventorySection
            loadingText={t('materials.loadingData')}
            onEdit={(material) => setForm({ open: true, material })}
          />
        )}
      </Tabs>
      <MaterialFormDialog
        open={form.open}
        material={form.material}
        onClose={() => setForm((now) => ({ ...now, open: false }))}
      />
    </div>
  );
}
