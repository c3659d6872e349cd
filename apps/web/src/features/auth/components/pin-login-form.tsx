import type { AuthResult } from '@cmms/shared/accounts';
import { loginSchema, PIN_LENGTH } from '@cmms/shared/auth';
import { ArrowLeft } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { linkClass } from '../../../components/ui/link-class';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { t } from '../../../lib/i18n/i18n';
import { pinLoginErrorMessage, usePinLogin } from '../api/login';
import { useCheckedFields } from '../lib/checked-fields';
import { EmailField } from './email-field';

interface PinLoginFormProps {
  defaultEmail: string;
  onBack(email: string): void;
  onSignedIn(result: AuthResult): void;
}

const emailOnlySchema = loginSchema.pick({ email: true });
const emptyPin = () => Array<string>(PIN_LENGTH).fill('');

export function PinLoginForm({ defaultEmail, onBack, onSignedIn }: PinLoginFormProps) {
  const form = useCheckedFields(emailOnlySchema, { email: defaultEmail });
  const { email } = form.values;
  const [digits, setDigits] = useState(emptyPin);
  const [pinError, setPinError] = useState<string>();
  const pinInput = useRef<PinInputHandle>(null);
  const signIn = usePinLogin();
  const pin = digits.join('');
  const ready = email.trim() !== '' && pin.length === PIN_LENGTH;

  useEffect(() => pinInput.current?.focus(), []);

  const submit = form.submit((body) => {
    if (pin.length !== PIN_LENGTH) {
      setPinError(t('auth.pinPrompt'));
      pinInput.current?.focus();
      return;
    }
    signIn.mutate(
      { email: body.email, pin },
      {
        onSuccess: onSignedIn,
        onError: () => {
          setDigits(emptyPin());
          pinInput.current?.focus();
        },
      },
    );
  });

  // A disabled submit button blocks Enter; say what is missing instead of doing nothing.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && !ready && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="space-y-5">
      <EmailField error={form.errorOf('email')} {...form.field('email')} />
      <PinInput
        ref={pinInput}
        label={t('auth.pin')}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setPinError(undefined);
        }}
        error={pinError}
      />

      <FormAlert message={signIn.error ? pinLoginErrorMessage(signIn.error) : null} />

      <Button type="submit" className="w-full" disabled={!ready} loading={signIn.isPending}>
        {t('auth.signInWithPinSubmit')}
      </Button>
      <div className="flex justify-center">
        <button
          type="button"
          className={`${linkClass} text-sm`}
          onClick={() => onBack(form.values.email)}
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('auth.backToPassword')}
        </button>
      </div>
    </form>
  );
}
