import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { t } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { failureText, useChangePin } from '../api/pin-settings';
import { changePinProblem } from '../lib/pin-rules';
import { PinFormFrame } from './pin-form-frame';

const empty = () => ['', '', '', ''];

/** Change the PIN: the current one is checked by the server before the new one is set. */
export function ChangePinForm({ onDone }: { onDone(): void }) {
  const [current, setCurrent] = useState(empty);
  const [next, setNext] = useState(empty);
  const [confirm, setConfirm] = useState(empty);
  const [message, setMessage] = useState<string>();
  const currentRef = useRef<PinInputHandle>(null);
  const nextRef = useRef<PinInputHandle>(null);
  const confirmRef = useRef<PinInputHandle>(null);
  const change = useChangePin();

  useEffect(() => currentRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = changePinProblem(current.join(''), next.join(''), confirm.join(''));
    if (problem) {
      setMessage(problem.message);
      ({ current: currentRef, next: nextRef, confirm: confirmRef })[problem.field].current?.focus();
      return;
    }
    change.mutate(
      { current: current.join(''), next: next.join('') },
      {
        onSuccess: () => {
          notify.success(t('settings.pinChanged'));
          onDone();
        },
        onError: (error) => {
          setMessage(failureText('settings.changeFailed', error));
          setCurrent(empty());
          currentRef.current?.focus();
        },
      },
    );
  };

  const edit = (set: (value: string[]) => void) => (value: string[]) => {
    set(value);
    setMessage(undefined);
  };

  return (
    <PinFormFrame
      submitLabel={t('settings.changePin')}
      message={message}
      busy={change.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <PinInput
        ref={currentRef}
        label={t('settings.currentPin')}
        value={current}
        onChange={edit(setCurrent)}
      />
      <PinInput ref={nextRef} label={t('settings.newPin')} value={next} onChange={edit(setNext)} />
      <PinInput
        ref={confirmRef}
        label={t('settings.confirmNewPin')}
        value={confirm}
        onChange={edit(setConfirm)}
      />
    </PinFormFrame>
  );
}
