import { registerPinFormSchema } from '@cmms/shared/accounts';
import { PIN_LENGTH } from '@cmms/shared/auth';
import { issueText } from '@cmms/shared/i18n/issues';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { t, translator } from '../../../lib/i18n/i18n';

const emptyPin = () => Array<string>(PIN_LENGTH).fill('');

interface RegisterPinFormProps {
  /** Why the server refused the account, when it was not about a step-1 field. */
  error: string | null;
  pending: boolean;
  onBack(): void;
  onSubmit(pin: string): void;
}

/** Registration step 2 (requirements/accounts.md#screens, #validation): a 4-digit security PIN, typed twice. */
export function RegisterPinForm({ error, pending, onBack, onSubmit }: RegisterPinFormProps) {
  const [pin, setPin] = useState(emptyPin);
  const [confirmPin, setConfirmPin] = useState(emptyPin);
  const [errors, setErrors] = useState<{ pin?: string; confirmPin?: string }>({});
  const pinInput = useRef<PinInputHandle>(null);
  const confirmInput = useRef<PinInputHandle>(null);

  useEffect(() => pinInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerPinFormSchema.safeParse({
      pin: pin.join(''),
      confirmPin: confirmPin.join(''),
    });
    if (parsed.success) {
      setErrors({});
      onSubmit(parsed.data.pin);
      return;
    }
    const found: typeof errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'pin' || field === 'confirmPin') && !found[field]) {
        found[field] = issueText(translator(), issue);
      }
    }
    setErrors(found);
    if (found.pin) pinInput.current?.focus();
    else if (found.confirmPin) {
      setConfirmPin(emptyPin());
      confirmInput.current?.focus();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">{t('account.pinIntro')}</p>
      <PinInput
        ref={pinInput}
        label={t('account.securityPin')}
        value={pin}
        onChange={(next) => {
          setPin(next);
          setErrors((current) => ({ ...current, pin: undefined }));
        }}
        error={errors.pin}
        disabled={pending}
      />
      <PinInput
        ref={confirmInput}
        label={t('account.confirmPin')}
        value={confirmPin}
        onChange={(next) => {
          setConfirmPin(next);
          setErrors((current) => ({ ...current, confirmPin: undefined }));
        }}
        error={errors.confirmPin}
        disabled={pending}
      />

      <FormAlert message={error} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button
          variant="secondary"
          className="sm:flex-1"
          icon={<ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />}
          disabled={pending}
          onClick={onBack}
        >
          {t('account.back')}
        </Button>
        <Button type="submit" className="sm:flex-1" loading={pending}>
          {t('account.createAccountSubmit')}
        </Button>
      </div>
    </form>
  );
}
