import type { AuthResult } from '@cmms/shared/accounts';
import { emailSchema, loginSchema } from '@cmms/shared/auth';
import { issueText } from '@cmms/shared/i18n/issues';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLink } from '../../../components/ui/page-link';
import { PasswordField } from '../../../components/ui/password-field';
import { t, translator } from '../../../lib/i18n/i18n';
import { useHasPinCheck } from '../api/has-pin';
import { loginErrorMessage, useLogin } from '../api/login';
import { useCheckedFields } from '../lib/checked-fields';
import { EmailField } from './email-field';

/** The email error Sign in with PIN sets, told apart from the form's own checks. */
const PIN_NEEDS_EMAIL = 'pin-needs-email';

interface PasswordLoginFormProps {
  defaultEmail: string;
  /** Set when coming back from PIN mode, where the email is already typed. */
  focusPassword: boolean;
  onSwitchToPin(email: string): void;
  onSignedIn(result: AuthResult): void;
}

export function PasswordLoginForm({
  defaultEmail,
  focusPassword,
  onSwitchToPin,
  onSignedIn,
}: PasswordLoginFormProps) {
  const form = useCheckedFields(loginSchema, { email: defaultEmail, password: '' });
  const signIn = useLogin();
  const pinCheck = useHasPinCheck();
  const [noPinNotice, setNoPinNotice] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form appears.
  useEffect(() => {
    if (focusPassword) form.focus('password');
  }, [focusPassword]);

  const submit = form.submit((body) => {
    setNoPinNotice(false);
    signIn.mutate(body, { onSuccess: onSignedIn });
  });

  async function switchToPin() {
    signIn.reset();
    setNoPinNotice(false);
    const typed = form.values.email;
    const email = emailSchema.safeParse(typed);
    if (!email.success) {
      const issue = email.error.issues[0];
      const message = typed.trim() && issue ? issueText(translator(), issue) : t('auth.emailFirst');
      form.setError('email', { kind: PIN_NEEDS_EMAIL, message });
      form.focus('email');
      return;
    }
    form.setError('email', undefined);
    // The check is a courtesy: if it cannot answer, the PIN sign-in itself will.
    const answer = await pinCheck.mutateAsync(email.data).catch(() => undefined);
    if (answer?.hasPin === false) setNoPinNotice(true);
    else onSwitchToPin(typed.trim());
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5">
        <EmailField
          error={form.errorOf('email')}
          {...form.field('email')}
          onChange={(event) => {
            // What Sign in with PIN said about the email goes as soon as one is typed (issue 30);
            // the form's own checks come back on the next Sign In.
            const saidByPin = form.kindOf('email') === PIN_NEEDS_EMAIL;
            form.field('email').onChange(event);
            if (saidByPin && event.target.value.trim() !== '') form.setError('email', undefined);
          }}
        />
        <div>
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            error={form.errorOf('password')}
            {...form.field('password')}
          />
          <div className="mt-1 flex justify-end">
            <PageLink to="/forgot-password" className="text-sm">
              {t('auth.forgotPassword')}
            </PageLink>
          </div>
        </div>

        {signIn.error ? (
          <FormAlert message={loginErrorMessage(signIn.error)} />
        ) : (
          <FormAlert message={noPinNotice ? t('auth.noPinSet') : null} tone="warning" />
        )}

        <Button type="submit" className="w-full" loading={signIn.isPending}>
          {t('auth.signIn')}
        </Button>
        <div className="flex items-center gap-3 text-xs text-slate-500">
          <span className="h-px flex-1 bg-slate-200" />
          {t('auth.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <Button
          variant="secondary"
          className="w-full"
          icon={<KeyRound className="size-4" aria-hidden />}
          loading={pinCheck.isPending}
          onClick={switchToPin}
        >
          {t('auth.signInWithPin')}
        </Button>
      </form>

      <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 border-t border-slate-100 pt-4 text-sm text-slate-600">
        {t('auth.noAccount')}
        <PageLink to="/register">{t('auth.createAccount')}</PageLink>
      </p>
    </>
  );
}
