import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { notify } from '../../../lib/toast';
import { pinFailure, useRemovePin } from '../api/pin-settings';
import { pinTexts } from '../lib/pin-rules';
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
      onSuccess: (result) => notify.success(result.message || pinTexts.pinRemoved),
      onError: (error) => setMessage(pinFailure(pinTexts.removeFailed, error)),
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
      title="App PIN Protection"
      description="A 4-digit PIN lets you sign in quickly and locks the app when you step away."
    >
      <p className="mb-4 text-sm">
        Status:{' '}
        <span
          className={hasPin ? 'font-semibold text-emerald-700' : 'font-semibold text-slate-700'}
        >
          {hasPin ? 'PIN is set' : 'No PIN set'}
        </span>
      </p>
      {mode === 'set' && <SetPinForm onDone={() => setMode('idle')} />}
      {mode === 'change' && <ChangePinForm onDone={() => setMode('idle')} />}
      {mode === 'idle' && (
        <div className="space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row">
            {hasPin ? (
              <>
                <Button onClick={() => start('change')}>Change PIN</Button>
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Remove PIN
                </Button>
              </>
            ) : (
              <Button onClick={() => start('set')}>Set PIN</Button>
            )}
          </div>
          <FormAlert message={message} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove PIN"
        description="You will no longer be able to sign in with a PIN, and the app will not lock itself."
        confirmLabel="Remove PIN"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}
