import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PinInput, type PinInputHandle } from '../../../components/ui/pin-input';
import { notify } from '../../../lib/toast';
import { pinFailure, useSetPin } from '../api/pin-settings';
import { pinTexts, setPinProblem } from '../lib/pin-rules';

const empty = () => ['', '', '', ''];

/** Set a first PIN: the PIN and its confirmation (doc 000 §5). */
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
        notify.success(result.message || pinTexts.pinSet);
        onDone();
      },
      onError: (error) => setMessage(pinFailure(pinTexts.setFailed, error)),
    });
  };

  const edit = (set: (value: string[]) => void) => (value: string[]) => {
    set(value);
    setMessage(undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="max-w-xs space-y-5">
      <PinInput ref={pinRef} label="New PIN" value={pin} onChange={edit(setPin)} />
      <PinInput ref={confirmRef} label="Confirm PIN" value={confirm} onChange={edit(setConfirm)} />
      <FormAlert message={message} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save PIN
        </Button>
      </div>
    </form>
  );
}
