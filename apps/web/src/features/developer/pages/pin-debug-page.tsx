import { PIN_LENGTH, pinSchema } from '@cmms/shared/auth';
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
      // requirements/profile-and-help.md#validation: the debug page requires exactly 4 digits.
      setError(t('developer.pinDebugInvalid'));
      return;
    }
    setError(undefined);
    setBusy(true);
    await checkHasPin();
    setVerify(
      await probe(() =>
        apiRequest('POST', '/pin/verify', { body: { email, pin }, auth: false }).then(() =>
          t('developer.pinMatches'),
        ),
      ),
    );
    setBusy(false);
  };

  return (
    <DevPage title={t('screens.pinDebug')} intro={t('developer.pinDebugIntro', { email })}>
      <SectionCard
        title={t('developer.check')}
        actions={
          <Button variant="secondary" onClick={() => void checkHasPin()}>
            {t('developer.checkHasPinOnly')}
          </Button>
        }
      >
        <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
          <PinTextField
            label={t('developer.pinDigits', { length: PIN_LENGTH })}
            value={pin}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPin(event.target.value)}
          />
          <FormAlert message={error} />
          <Button type="submit" loading={busy}>
            {t('developer.checkPin')}
          </Button>
        </form>
        <div className="mt-4 space-y-2">
          {hasPin && <ProbeResultView label={callName('GET', '/pin/has-pin')} result={hasPin} />}
          {verify && <ProbeResultView label={callName('POST', '/pin/verify')} result={verify} />}
        </div>
      </SectionCard>
    </DevPage>
  );
}
