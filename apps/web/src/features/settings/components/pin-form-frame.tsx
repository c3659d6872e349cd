import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';

export interface PinFormFrameProps {
  submitLabel: string;
  message?: string;
  busy: boolean;
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  /** The PinInputs. */
  children: ReactNode;
}

/** The form, error line and Cancel/submit buttons shared by setting and changing the PIN. */
export function PinFormFrame({
  submitLabel,
  message,
  busy,
  onSubmit,
  onCancel,
  children,
}: PinFormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xs space-y-5">
      {children}
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('settings.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
