import { useState } from 'react';
import { Card, CenteredLayout } from '../../../components/centered-layout';
import { LanguageSelect } from '../../../components/ui/language-select';
import { activateLanguage, t } from '../../../lib/i18n/i18n';
import { rememberPickedLanguage } from '../../../lib/i18n/preferred-language';
import { usePageNavigation } from '../../../lib/page-navigation';
import { fromState, landingPath, takeRedirect } from '../../../lib/redirect-after-login';
import { type AuthResult, saveSession } from '../../../lib/session';
import { AuthHeader } from '../components/auth-header';
import { PasswordLoginForm } from '../components/password-login-form';
import { PinLoginForm } from '../components/pin-login-form';

type Mode = 'password' | 'pin';

export function LoginPage() {
  // The router's, or the standalone login's before the app has loaded (app/login-entry.tsx).
  const { navigate, state } = usePageNavigation();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [returnedFromPin, setReturnedFromPin] = useState(false);

  // A guard that bounced the user here passes where they were going (requirements/accounts.md#screens).
  const from = fromState(state);

  const signedIn = (result: AuthResult, viaPassword: boolean) => {
    saveSession(result);
    // The remembered path is read once and forgotten, whichever target wins.
    const saved = takeRedirect();
    const target = landingPath({ from: viaPassword ? from : null, saved, role: result.user.role });
    navigate(target, { replace: true });
  };

  const switchMode = (next: Mode, typedEmail: string) => {
    setEmail(typedEmail);
    setReturnedFromPin(next === 'password');
    setMode(next);
  };

  return (
    <CenteredLayout>
      <title>{t('auth.pageTitle', { product: t('common.productName') })}</title>
      <Card>
        <AuthHeader
          subtitle={mode === 'password' ? t('auth.subtitlePassword') : t('auth.subtitlePin')}
        />
        {mode === 'password' ? (
          <PasswordLoginForm
            defaultEmail={email}
            focusPassword={returnedFromPin}
            onSwitchToPin={(typed) => switchMode('pin', typed)}
            onSignedIn={(result) => signedIn(result, true)}
          />
        ) : (
          <PinLoginForm
            defaultEmail={email}
            onBack={(typed) => switchMode('password', typed)}
            onSignedIn={(result) => signedIn(result, false)}
          />
        )}
      </Card>
      <LanguageSelect
        className="mt-4 flex items-center justify-center"
        onChange={(language) => {
          if (!language) return;
          rememberPickedLanguage(language);
          void activateLanguage(language).catch(() => undefined);
        }}
      />
    </CenteredLayout>
  );
}
