import type { RegisterDetailsFormInput } from '@cmms/shared/accounts';
import { useState } from 'react';
import { Card, CenteredLayout } from '../../../components/centered-layout';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { profileFromCredential } from '../../../lib/google-identity';
import { t } from '../../../lib/i18n/i18n';
import { accountErrorMessage } from '../api/account-errors';
import { useAuthConfig } from '../api/auth-config';
import { useGoogleRegister, useRegister } from '../api/register';
import { AuthHeader } from '../components/auth-header';
import { GoogleSignUp } from '../components/google-sign-up';
import { type RegisterDetails, RegisterDetailsForm } from '../components/register-details-form';
import { RegisterPinForm } from '../components/register-pin-form';
import { RegistrationDone } from '../components/registration-done';

type Step = 'details' | 'pin' | 'done';

const emptyDetails: RegisterDetailsFormInput = {
  name: '',
  email: '',
  mobile: '',
  password: '',
  confirmPassword: '',
};

const STEP_ONE_FIELDS = new Set(['name', 'email', 'mobile', 'password']);

/**
 * The server's refusal that belongs under a step-1 field: its per-field errors, or the email
 * already being taken (409). Empty when the refusal is about something else.
 */
function stepOneErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409) return { email: error.message };
  return Object.fromEntries(
    Object.entries(error.fieldErrors).filter(([field]) => STEP_ONE_FIELDS.has(field)),
  );
}

/** requirements/accounts.md#screens: details, then a PIN, then the pending-approval page. */
export function RegisterPage() {
  const [step, setStep] = useState<Step>('details');
  const [details, setDetails] = useState<RegisterDetails>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const registration = useRegister();
  const googleRegistration = useGoogleRegister();
  const googleClientId = useAuthConfig()?.googleClientId;

  const next = (entered: RegisterDetails) => {
    setDetails(entered);
    setServerErrors({});
    registration.reset();
    setStep('pin');
  };

  const createAccount = (pin: string) => {
    if (!details) return;
    const { confirmPassword: _confirm, ...body } = details.body;
    registration.mutate(
      { ...body, pin },
      {
        onSuccess: () => setStep('done'),
        onError: (error) => {
          const fieldErrors = stepOneErrors(error);
          if (Object.keys(fieldErrors).length === 0) return;
          setServerErrors(fieldErrors);
          setStep('details');
        },
      },
    );
  };

  const registerWithGoogle = (credential: string) => {
    googleRegistration.mutate(
      { credential, ...profileFromCredential(credential) },
      { onSuccess: () => setStep('done') },
    );
  };

  const pinError =
    registration.error && Object.keys(stepOneErrors(registration.error)).length === 0
      ? accountErrorMessage(registration.error, t('account.registrationFailed'))
      : null;

  return (
    <CenteredLayout>
      <title>{t('account.registerPageTitle', { product: t('common.productName') })}</title>
      <Card>
        {step === 'done' ? (
          <RegistrationDone />
        ) : (
          <>
            <AuthHeader
              title={t('account.registerTitle')}
              subtitle={
                step === 'details' ? t('account.registerStepDetails') : t('account.registerStepPin')
              }
            />
            <StepBar step={step === 'details' ? 1 : 2} />
            {step === 'details' ? (
              <>
                <RegisterDetailsForm
                  defaultValues={details?.input ?? emptyDetails}
                  serverErrors={serverErrors}
                  onNext={next}
                />
                {googleClientId && (
                  <div className="mt-5 space-y-4">
                    <div className="flex items-center gap-3 text-xs text-slate-500">
                      <span className="h-px flex-1 bg-slate-200" />
                      {t('auth.or')}
                      <span className="h-px flex-1 bg-slate-200" />
                    </div>
                    <GoogleSignUp clientId={googleClientId} onCredential={registerWithGoogle} />
                    <FormAlert
                      message={
                        googleRegistration.error &&
                        accountErrorMessage(
                          googleRegistration.error,
                          t('account.googleRegistrationFailed'),
                        )
                      }
                    />
                  </div>
                )}
              </>
            ) : (
              <RegisterPinForm
                error={pinError}
                pending={registration.isPending}
                onBack={() => setStep('details')}
                onSubmit={createAccount}
              />
            )}
            <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 border-t border-slate-100 pt-4 text-sm text-slate-600">
              {t('account.haveAccount')}
              <TextLink to="/login">{t('account.signIn')}</TextLink>
            </p>
          </>
        )}
      </Card>
    </CenteredLayout>
  );
}

/** Two segments, the current and finished ones filled; the subtitle says the step in words. */
function StepBar({ step }: { step: 1 | 2 }) {
  return (
    <div className="mb-6 grid grid-cols-2 gap-2" aria-hidden>
      <span className="h-1.5 rounded-full bg-brand-600" />
      <span className={`h-1.5 rounded-full ${step === 2 ? 'bg-brand-600' : 'bg-slate-200'}`} />
    </div>
  );
}
