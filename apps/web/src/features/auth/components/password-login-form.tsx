import type { AuthResult } from '@cmms/shared/accounts';
import { authTexts, emailSchema, loginSchema } from '@cmms/shared/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageLink } from '../../../components/ui/page-link';
import { PasswordField } from '../../../components/ui/password-field';
import { useHasPinCheck } from '../api/has-pin';
import { loginErrorMessage, useLogin } from '../api/login';
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
  const {
    register,
    handleSubmit,
    getValues,
    getFieldState,
    setError,
    clearErrors,
    setFocus,
    formState,
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const signIn = useLogin();
  const pinCheck = useHasPinCheck();
  const [noPinNotice, setNoPinNotice] = useState(false);
  const { errors } = formState;

  useEffect(() => {
    if (focusPassword) setFocus('password');
  }, [focusPassword, setFocus]);

  const submit = handleSubmit((body) => {
    setNoPinNotice(false);
    signIn.mutate(body, { onSuccess: onSignedIn });
  });

  async function switchToPin() {
    signIn.reset();
    setNoPinNotice(false);
    const typed = getValues('email');
    const email = emailSchema.safeParse(typed);
    if (!email.success) {
      const message = typed.trim() ? email.error.issues[0]?.message : authTexts.emailFirst;
      setError('email', { type: PIN_NEEDS_EMAIL, message }, { shouldFocus: true });
      return;
    }
    clearErrors('email');
    // The check is a courtesy: if it cannot answer, the PIN sign-in itself will.
    const answer = await pinCheck.mutateAsync(email.data).catch(() => undefined);
    if (answer?.hasPin === false) setNoPinNotice(true);
    else onSwitchToPin(typed.trim());
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-5">
        <EmailField
          error={errors.email?.message}
          {...register('email', {
            // What Sign in with PIN said about the email goes as soon as one is typed (issue 30);
            // the form's own checks come back on the next Sign In.
            onChange: (event: { target: { value: string } }) => {
              const { error } = getFieldState('email');
              if (error?.type === PIN_NEEDS_EMAIL && event.target.value.trim() !== '') {
                clearErrors('email');
              }
            },
          })}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="mt-1 flex justify-end">
            <PageLink to="/forgot-password" className="text-sm">
              Forgot password?
            </PageLink>
          </div>
        </div>

        {signIn.error ? (
          <FormAlert message={loginErrorMessage(signIn.error)} />
        ) : (
          <FormAlert message={noPinNotice ? authTexts.noPinSet : null} tone="warning" />
        )}

        <Button type="submit" className="w-full" loading={signIn.isPending}>
          Sign In
        </Button>
        <div className="flex items-center gap-3 text-xs text-slate-500">
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <Button
          variant="secondary"
          className="w-full"
          icon={<KeyRound className="size-4" aria-hidden />}
          loading={pinCheck.isPending}
          onClick={switchToPin}
        >
          Sign in with PIN
        </Button>
      </form>

      <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 border-t border-slate-100 pt-4 text-sm text-slate-600">
        Don't have an account?
        <PageLink to="/register">Create account</PageLink>
      </p>
    </>
  );
}
