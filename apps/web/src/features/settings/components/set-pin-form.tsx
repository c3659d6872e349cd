import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { failureText, useSetPin } from '../api/pin-settings';
import { setPinProblem } from '../lib/pin-rules';
import { PinFormFrame } from './pin-form-frame';

const empty = () => ['', '', '', ''];

/** Set a first PIN: the PIN and its confirmation (requirements/accounts.md#validation). */
export function SetPinForm({ onDone }: { onDone(): void }) {
  const [pin, setPin] = useState(empty);
  const [confirm, setConfirm] = useState(empty);
  const [message, setMessage] = useState<string>();
  const pinRef = useRef<PinInputHandle>(null);
  const confirmRef = useRef<PinInputHandle>(null);
  const save = useSetPin();

  useEffect(() => pinRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = setPinProblem(pin.join(''), confirm.join(''));
    if (problem) {
      setMessage(problem.message);
      (problem.field === 'pin' ? pinRef : confirmRef).current?.focus();
      return;
    }
    save.mutate(pin.join(''), {
      onSuccess: (result) => {
        notify.success(result.message || t('account.pinSet'));
        onDone();
      },
      onError: (error) => setMessage(failureText('settings.setFailed', error)),
    });
  };

  const edit = (set: (value: string[]) => void) => (value: string[]) => {
    set(value);
    setMessage(undefined);
  };

  return (
    <PinFormFrame
      submitLabel={t('settings.savePin')}
      message={message}
      busy={save.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <PinInput ref={pinRef} label={t('settings.newPin')} value={pin} onChange={edit(setPin)} />
      <PinInput
        ref={confirmRef}
        label={t('account.confirmPin')}
        value={confirm}
        onChange={edit(setConfirm)}
      />
    </PinFormFrame>
  );
}
