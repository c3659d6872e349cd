import { t } from '../../lib/i18n/i18n';
import { Button } from './button';

export interface DialogActionsProps {
  submitLabel: string;
  busy?: boolean;
  submitDisabled?: boolean;
  onCancel(): void;
}

/** Cancel and the submit button of a FormDialog's form, pinned to the bottom while it scrolls. */
export function DialogActions({ submitLabel, busy, submitDisabled, onCancel }: DialogActionsProps) {
  return (
    <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-slate-100 bg-white px-5 py-4 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
