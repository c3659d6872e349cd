import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CenteredLayout } from '../../../components/centered-layout';
import { DoneAndRedirect } from '../../../components/ui/done-and-redirect';
import { PageHeading } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';
import { accountErrorMessage } from '../api/account-errors';
import { useResetPassword } from '../api/password-reset';
import { AuthHeader } from '../components/auth-header';
import { ResetPasswordForm } from '../components/reset-password-form';

/** requirements/accounts.md#states, #limits: on to /login 3 seconds after the new password is set. */
const RESET_REDIRECT_MS = 3_000;

/** requirements/accounts.md#screens: /reset-password?token=... sets a new password with the emailed reset token. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);

  const submit = (newPassword: string) => {
    if (!token) return;
    reset.mutate(
      { token, newPassword },
      { onSuccess: (answer) => setDone(answer?.message || t('account.resetSuccess')) },
    );
  };

  return (
    <CenteredLayout>
      <title>{t('account.resetPageTitle', { product: t('common.productName') })}</title>
      <Card>
        {!token ? (
          <InvalidRequest />
        ) : done ? (
          <ResetDone message={done} />
        ) : (
          <>
            <AuthHeader title={t('account.resetTitle')} subtitle={t('account.resetSubtitle')} />
            <ResetPasswordForm
              error={reset.error && accountErrorMessage(reset.error, t('account.genericError'))}
              pending={reset.isPending}
              onSubmit={submit}
            />
            {/* A used or expired token cannot be retried; a new code is the way forward. */}
            {reset.error instanceof ApiError && reset.error.status === 400 && (
              <div className="mt-3 flex justify-center">
                <TextLink to="/forgot-password" className="text-sm">
                  {t('account.requestNewCode')}
                </TextLink>
              </div>
            )}
            <div className="mt-6 flex justify-center border-t border-slate-100 pt-4 text-sm">
              <TextLink to="/login">
                <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
                {t('account.backToSignIn')}
              </TextLink>
            </div>
          </>
        )}
      </Card>
    </CenteredLayout>
  );
}

function InvalidRequest() {
  return (
    <div className="flex flex-col items-center text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <TriangleAlert className="size-6" aria-hidden />
      </div>
      <PageHeading>{t('account.invalidRequest')}</PageHeading>
      <p className="mt-2 text-pretty text-slate-600">{t('account.resetLinkIncomplete')}</p>
      <TextLink to="/forgot-password" className="mt-4">
        {t('account.requestNewCode')}
      </TextLink>
    </div>
  );
}

function ResetDone({ message }: { message: string }) {
  return (
    <DoneAndRedirect title={message} delayMs={RESET_REDIRECT_MS}>
      {t('account.resetDone')}
    </DoneAndRedirect>
  );
}
