import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, CenteredLayout } from '../../../components/centered-layout';
import { TextLink } from '../../../components/ui/text-link';
import { t } from '../../../lib/i18n/i18n';
import { accountErrorMessage } from '../api/account-errors';
import { useForgotPassword, useVerifyResetCode } from '../api/password-reset';
import { AuthHeader } from '../components/auth-header';
import { ForgotEmailForm } from '../components/forgot-email-form';
import { ResetCodeForm } from '../components/reset-code-form';

/** requirements/accounts.md#screens: email, then the emailed code, then on to /reset-password with a reset token. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const sendCode = useForgotPassword();
  const verifyCode = useVerifyResetCode();

  const requestCode = (typed: string) => {
    setEmail(typed);
    sendCode.mutate(
      { email: typed },
      {
        onSuccess: (answer) => {
          setCodeError(null);
          setNotice(answer?.message || t('account.forgotPasswordSent'));
        },
      },
    );
  };

  const verify = (code: string) => {
    setCodeError(null);
    verifyCode.mutate(
      { email, code },
      {
        onSuccess: (answer) => {
          if (answer?.resetToken) {
            navigate(`/reset-password?token=${encodeURIComponent(answer.resetToken)}`);
          } else setCodeError(t('account.verifyCodeFailed'));
        },
        onError: (error) => setCodeError(accountErrorMessage(error, t('account.verifyCodeFailed'))),
      },
    );
  };

  const backToEmail = () => {
    setNotice(null);
    setCodeError(null);
    sendCode.reset();
  };

  return (
    <CenteredLayout>
      <title>{t('account.forgotPageTitle', { product: t('common.productName') })}</title>
      <Card>
        <AuthHeader
          title={t('account.forgotTitle')}
          subtitle={notice ? t('account.forgotCodeSubtitle') : t('account.forgotEmailSubtitle')}
        />
        {notice ? (
          <ResetCodeForm
            notice={notice}
            error={codeError}
            pending={verifyCode.isPending}
            onBack={backToEmail}
            onSubmit={verify}
          />
        ) : (
          <ForgotEmailForm
            defaultEmail={email}
            error={sendCode.error && accountErrorMessage(sendCode.error, t('account.genericError'))}
            pending={sendCode.isPending}
            onSubmit={requestCode}
          />
        )}
        <div className="mt-6 flex justify-center border-t border-slate-100 pt-4 text-sm">
          <TextLink to="/login">
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
            {t('account.backToSignIn')}
          </TextLink>
        </div>
      </Card>
    </CenteredLayout>
  );
}
