import type { Site } from '@cmms/shared/sites';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { SiteForm } from './site-form';

/** The Add/Edit Site dialog; `site` null adds one. Closed when `open` is false. */
export function SiteFormDialog({
  open,
  site,
  onClose,
}: {
  open: boolean;
  site: Site | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={site ? t('sites.editSite') : t('sites.addSite')}
      wide
      onClose={onClose}
    >
      <SiteForm key={site?.id ?? 'new'} site={site} onDone={onClose} />
    </FormDialog>
  );
}
