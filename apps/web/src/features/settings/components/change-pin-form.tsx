import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { notify } from '../../../lib/toast';
import { pinFailure, useChangePin } from '../api/pin-settings';
import { changePinProblem, pinTexts } from '../lib/pin-rules';

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
    <form onSubmit={submit} noValidate className="max-w-xs space-y-5">
      <PinInput ref={currentRef} label="Current PIN" value={current} onChange={edit(setCurrent)} />
      <PinInput ref={nextRef} label="New PIN" value={next} onChange={edit(setNext)} />
      <PinInput
        ref={confirmRef}
        label="Confirm new PIN"
        value={confirm}
        onChange={edit(setConfirm)}
      />
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          Change PIN
        </Button>
      </div>
    </form>
  );
}
