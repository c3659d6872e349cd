import { accountTexts } from '@cmms/shared/accounts';
import { PRODUCT_NAME } from '@cmms/shared/product';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, CenteredLayout } from '../../../components/centered-layout';
import { TextLink } from '../../../components/ui/text-link';
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
          setNotice(answer?.message || accountTexts.forgotPasswordSent);
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
          } else setCodeError(accountTexts.verifyCodeFailed);
        },
        onError: (error) => setCodeError(accountErrorMessage(error, accountTexts.verifyCodeFailed)),
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
      <title>{`Forgot password · ${PRODUCT_NAME}`}</title>
      <Card>
        <AuthHeader
          title="Forgot password?"
          subtitle={
            notice
              ? 'Enter the 6-digit code from the email we sent you.'
              : "Enter your account's email and we'll send you a code to reset your password."
          }
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
            error={sendCode.error && accountErrorMessage(sendCode.error, accountTexts.genericError)}
            pending={sendCode.isPending}
            onSubmit={requestCode}
          />
        )}
        <div className="mt-6 flex justify-center border-t border-slate-100 pt-4 text-sm">
          <TextLink to="/login">
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
            Back to sign in
          </TextLink>
        </div>
      </Card>
    </CenteredLayout>
  );
}
