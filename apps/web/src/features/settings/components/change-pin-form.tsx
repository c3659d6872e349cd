import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { notify } from '../../../lib/toast';
import { pinFailure, useChangePin } from '../api/pin-settings';
import { changePinProblem, pinTexts } from '../lib/pin-rules';
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
          notify.success(pinTexts.pinChanged);
          onDone();
        },
        onError: (error) => {
          setMessage(pinFailure(pinTexts.changeFailed, error));
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
      submitLabel="Change PIN"
      message={message}
      busy={change.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <PinInput ref={currentRef} label="Current PIN" value={current} onChange={edit(setCurrent)} />
      <PinInput ref={nextRef} label="New PIN" value={next} onChange={edit(setNext)} />
      <PinInput
        ref={confirmRef}
        label="Confirm new PIN"
        value={confirm}
        onChange={edit(setConfirm)}
      />
    </PinFormFrame>
  );
}
