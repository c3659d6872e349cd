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

/** requirements/profile-and-help.md#validation: the test page accepts any PIN of at least 4 characters. */
export const PIN_TEST_MIN_TEXT = 'PIN must be at least 4 digits';

/** /pin-test (requirements/profile-and-help.md#screens): checks a PIN against the signed-in user's with POST /pin/verify. */
export function PinTestPage() {
  const email = useSession()?.user.email ?? '';
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<ProbeResult>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pin.length < 4) {
      setError(PIN_TEST_MIN_TEXT);
      return;
    }
    setError(undefined);
    setBusy(true);
    // The answer's token is not kept: this page only asks whether the PIN matches.
    setResult(
      await probe(() =>
        apiRequest('POST', '/pin/verify', { body: { email, pin }, auth: false }).then(
          () => 'PIN is correct',
        ),
      ),
    );
    setBusy(false);
  };

  return (
    <DevPage
      title="PIN Test"
      intro={`Checks a PIN for ${email}. Wrong PINs count towards the PIN lock.`}
    >
      <SectionCard title="Verify a PIN">
        <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
          <PinTextField
            label="PIN"
            value={pin}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPin(event.target.value)}
          />
          <FormAlert message={error} />
          <Button type="submit" loading={busy}>
            Test PIN
          </Button>
        </form>
        {result && (
          <div className="mt-4">
            <ProbeResultView label="POST /pin/verify" result={result} />
          </div>
        )}
      </SectionCard>
    </DevPage>
  );
}
