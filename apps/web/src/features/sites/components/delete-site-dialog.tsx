import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { siteActionErrorMessage, siteTexts } from '../api/site-texts';
import { useDeleteSite } from '../api/sites';
import type { SiteView } from '../lib/site-view';

/** requirements/sites.md#validation: deleting asks first and says the action cannot be undone. */
export function DeleteSiteDialog({ site, onClose }: { site: SiteView | null; onClose(): void }) {
  const remove = useDeleteSite();
  return (
    <ConfirmDialog
      open={site !== null}
      title="Delete Site"
      description={site ? siteTexts.deleteConfirm(site.displayName) : ''}
      confirmLabel="Delete"
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!site) return;
        remove.mutate(site.id, {
          onSuccess: () => notify.success(siteTexts.deleted),
          onError: (error) => notify.error(siteActionErrorMessage(error, siteTexts.deleteFailed)),
          onSettled: onClose,
        });
      }}
    />
  );
}
