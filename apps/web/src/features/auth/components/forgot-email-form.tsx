import { forgotPasswordSchema } from '@cmms/shared/accounts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { EmailField } from './email-field';

interface ForgotEmailFormProps {
  defaultEmail: string;
  error: string | null;
  pending: boolean;
  onSubmit(email: string): void;
}

/** Forgot password step 1 (requirements/accounts.md#screens): the email to send the code to. */
export function ForgotEmailForm({ defaultEmail, error, pending, onSubmit }: ForgotEmailFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: localizedResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate className="space-y-5">
      <EmailField
        autoComplete="email"
        autoFocus
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" loading={pending}>
        {t('account.sendResetCode')}
      </Button>
    </form>
  );
}
