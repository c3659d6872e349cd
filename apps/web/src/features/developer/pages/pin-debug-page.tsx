import { PIN_LENGTH, pinSchema } from '@cmms/shared/auth';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { DevPage } from '../components/dev-page';
import { PinTextField } from '../components/pin-text-field';
import { ProbeResultView } from '../components/probe-result-view';
import { type ProbeResult, probe } from '../lib/probe';

/** requirements/profile-and-help.md#validation: the debug page requires exactly 4 digits. */
export const PIN_DEBUG_INVALID_TEXT = 'Please enter a valid 4-digit PIN';

/** /pin-debug (requirements/profile-and-help.md#screens): whether the user has a PIN, and whether one matches. */
export function PinDebugPage() {
  const email = useSession()?.user.email ?? '';
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [hasPin, setHasPin] = useState<ProbeResult>();
  const [verify, setVerify] = useState<ProbeResult>();
  const [busy, setBusy] = useState(false);

  const checkHasPin = async () =>
    setHasPin(
      await probe(() => apiRequest('GET', '/pin/has-pin', { query: { email }, auth: false })),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pinSchema.safeParse(pin).success) {
      setError(PIN_DEBUG_INVALID_TEXT);
      return;
    }
    setError(undefined);
    setBusy(true);
    await checkHasPin();
    setVerify(
      await probe(() =>
        apiRequest('POST', '/pin/verify', { body: { email, pin }, auth: false }).then(
          () => 'PIN matches',
        ),
      ),
    );
    setBusy(false);
  };

  return (
    <DevPage title="PIN Debug" intro={`Has-PIN and verify results for ${email}.`}>
      <SectionCard
        title="Check"
        actions={
          <Button variant="secondary" onClick={() => void checkHasPin()}>
            Check has-PIN only
          </Button>
        }
      >
        <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
          <PinTextField
            label={`PIN (${PIN_LENGTH} digits)`}
            value={pin}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPin(event.target.value)}
          />
          <FormAlert message={error} />
          <Button type="submit" loading={busy}>
            Check PIN
          </Button>
        </form>
        <div className="mt-4 space-y-2">
          {hasPin && <ProbeResultView label="GET /pin/has-pin" result={hasPin} />}
          {verify && <ProbeResultView label="POST /pin/verify" result={verify} />}
        </div>
      </SectionCard>
    </DevPage>
  );
}
