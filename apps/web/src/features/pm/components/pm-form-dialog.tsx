import type { Pm } from '@cmms/shared/pm';
import { FormDialog } from '../../../components/ui/form-dialog';
import { t } from '../../../lib/i18n/i18n';
import { PmForm } from './pm-form';

/** The 'New PM' / 'Edit PM' modal (requirements/pm.md#screens); `pm` null adds one. Closed when `open` is false. */
export function PmFormDialog({
  open,
  pm,
  onClose,
}: {
  open: boolean;
  pm: Pm | null;
  onClose(): void;
}) {
  return (
    <FormDialog
      open={open}
      title={pm ? t('pm.editTitle') : t('pm.newTitle')}
      wide
      onClose={onClose}
    >
      <PmForm key={pm?.id ?? 'new'} pm={pm} onDone={onClose} />
    </FormDialog>
  );
}
