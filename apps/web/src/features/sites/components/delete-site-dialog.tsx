import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { siteActionErrorMessage } from '../api/site-texts';
import { useDeleteSite } from '../api/sites';
import type { SiteView } from '../lib/site-view';

/** requirements/sites.md#validation: deleting asks first and says the action cannot be undone. */
export function DeleteSiteDialog({ site, onClose }: { site: SiteView | null; onClose(): void }) {
  const remove = useDeleteSite();
  return (
    <ConfirmDialog
      open={site !== null}
      title={t('sites.deleteSite')}
      description={site ? t('sites.deleteConfirm', { name: site.displayName }) : ''}
      confirmLabel={t('sites.delete')}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!site) return;
        remove.mutate(site.id, {
          onSuccess: () => notify.success(t('sites.deleted')),
          onError: (error) => notify.error(siteActionErrorMessage(error, t('sites.deleteFailed'))),
          onSettled: onClose,
        });
      }}
    />
  );
}
