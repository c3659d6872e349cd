import type { SessionUser } from '@cmms/shared/accounts';
import { PIN_LENGTH } from '@cmms/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole, LogOut } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { placeSlots, slot } from '../../../lib/placed-text';
import { clearSession } from '../../../lib/session';
import { unlockApp } from '../api/lock-control';
import { unlockErrorMessage, useUnlock } from '../api/unlock';
import { emptyPin, pinEntryError } from '../lib/pin-entry';

/**
 * Covers the whole app until the user's PIN is verified by the server. The app behind it is
 * hidden and inert (AppLock), so focus and screen readers stay in here.
 */
export function LockScreen({ user }: { user: SessionUser }) {
  const [digits, setDigits] = useState(emptyPin);
  const [message, setMessage] = useState<string>();
  const pinInput = useRef<PinInputHandle>(null);
  const unlock = useUnlock();
  const queryClient = useQueryClient();
  const titleId = useId();
  const pin = digits.join('');

  useEffect(() => pinInput.current?.focus(), []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = pinEntryError(pin);
    if (invalid) {
      setMessage(invalid);
      pinInput.current?.focus();
      return;
    }
    unlock.mutate(pin, {
      onSuccess: () => unlockApp(),
      onError: (error) => {
        setMessage(unlockErrorMessage(error));
        setDigits(emptyPin());
        pinInput.current?.focus();
      },
    });
  };

  // A disabled Unlock button ignores Enter; say what is missing instead.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && pin.length < PIN_LENGTH) submit(event);
  };

  // Someone who forgot their PIN signs out and back in with the password.
  const signOut = async () => {
    await apiRequest('POST', '/auth/logout').catch(() => undefined);
    unlockApp();
    clearSession();
    queryClient.clear();
  };

  return (
    <div
      role="dialog"
      aria-modal
      aria-labelledby={titleId}
      className="fixed inset-0 z-[1000] flex items-center justify-center overflow-y-auto bg-linear-to-b from-slate-800 to-slate-950 px-4 py-8"
    >
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
            <LockKeyhole className="size-6" aria-hidden />
          </div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {t('appLock.title')}
          </h2>
          <p className="mt-1.5 text-sm text-slate-600">
            {placeSlots(t('appLock.prompt', { name: slot('name') }), {
              name: <span className="font-medium">{user.name}</span>,
            })}
          </p>
        </div>
        <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="space-y-5">
          <PinInput
            ref={pinInput}
            label={t('auth.pin')}
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setMessage(undefined);
            }}
          />
          <FormAlert message={message} />
          <Button
            type="submit"
            className="w-full"
            disabled={pin.length !== PIN_LENGTH}
            loading={unlock.isPending}
          >
            {t('appLock.unlock')}
          </Button>
        </form>
        <Button
          variant="ghost"
          className="mt-3 w-full"
          icon={<LogOut className="size-4 rtl:-scale-x-100" aria-hidden />}
          onClick={signOut}
        >
          {t('appLock.forgotPin')}
        </Button>
      </div>
    </div>
  );
}
