import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { failureText, useRemovePin } from '../api/pin-settings';
import { ChangePinForm } from './change-pin-form';
import { SetPinForm } from './set-pin-form';
import { SettingsCard } from './settings-card';

type Mode = 'idle' | 'set' | 'change';

/** 'App PIN Protection' (requirements/accounts.md#screens): set, change or remove the 4-digit PIN. */
export function PinProtectionCard({ hasPin }: { hasPin: boolean }) {
  const [mode, setMode] = useState<Mode>('idle');
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string>();
  const remove = useRemovePin();
  const id = useId();

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => notify.success(result.message || t('account.pinRemoved')),
      onError: (error) => setMessage(failureText('settings.removeFailed', error)),
      onSettled: () => setConfirming(false),
    });

  const start = (next: Mode) => {
    setMessage(undefined);
    setMode(next);
  };

  return (
    <SettingsCard
      id={id}
      icon={<KeyRound className="size-5" aria-hidden />}
      title={t('settings.pinTitle')}
      description={t('settings.pinDescription')}
    >
      <p className="mb-4 text-sm">
        {t('settings.status')}{' '}
        <span
          className={hasPin ? 'font-semibold text-emerald-700' : 'font-semibold text-slate-700'}
        >
          {hasPin ? t('settings.pinIsSet') : t('settings.noPinSet')}
        </span>
      </p>
      {mode === 'set' && <SetPinForm onDone={() => setMode('idle')} />}
      {mode === 'change' && <ChangePinForm onDone={() => setMode('idle')} />}
      {mode === 'idle' && (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            {hasPin ? (
              <>
                <Button onClick={() => start('change')}>{t('settings.changePin')}</Button>
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  {t('settings.removePin')}
                </Button>
              </>
            ) : (
              <Button onClick={() => start('set')}>{t('settings.setPin')}</Button>
            )}
          </div>
          <FormAlert message={message} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('settings.removePin')}
        description={t('settings.removePinWarning')}
        confirmLabel={t('settings.removePin')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}
