import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { useSession } from '../../../lib/session';
import { DevPage } from '../components/dev-page';
import { PinTextField } from '../components/pin-text-field';
import { ProbeResultView } from '../components/probe-result-view';
import { callName } from '../lib/call-name';
import { type ProbeResult, probe } from '../lib/probe';

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
      // requirements/profile-and-help.md#validation: the test page accepts any PIN of at least 4 characters.
      setError(t('developer.pinTestTooShort'));
      return;
    }
    setError(undefined);
    setBusy(true);
    // The answer's token is not kept: this page only asks whether the PIN matches.
    setResult(
      await probe(() =>
        apiRequest('POST', '/pin/verify', { body: { email, pin }, auth: false }).then(() =>
          t('developer.pinCorrect'),
        ),
      ),
    );
    setBusy(false);
  };

  return (
    <DevPage title={t('screens.pinTest')} intro={t('developer.pinTestIntro', { email })}>
      <SectionCard title={t('developer.verifyPin')}>
        <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
          <PinTextField
            label={t('developer.pin')}
            value={pin}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPin(event.target.value)}
          />
          <FormAlert message={error} />
          <Button type="submit" loading={busy}>
            {t('developer.testPin')}
          </Button>
        </form>
        {result && (
          <div className="mt-4">
            <ProbeResultView label={callName('POST', '/pin/verify')} result={result} />
          </div>
        )}
      </SectionCard>
    </DevPage>
  );
}
