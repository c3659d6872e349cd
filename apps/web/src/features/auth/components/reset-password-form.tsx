import { resetPasswordFormSchema } from '@cmms/shared/accounts';
import { passwordSchema } from '@cmms/shared/passwords';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { PasswordChecklist, PasswordMatch } from './password-checklist';

interface ResetPasswordFormProps {
  error: string | null;
  pending: boolean;
  onSubmit(newPassword: string): void;
}

/**
 * requirements/accounts.md#screens, #validation: the new password with its live checklist and match indicator; the button
 * waits until both are valid.
 */
export function ResetPasswordForm({ error, pending, onSubmit }: ResetPasswordFormProps) {
  const { register, handleSubmit, control, formState } = useForm({
    resolver: localizedResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });
  const strong = passwordSchema.safeParse(newPassword).success;
  const ready = strong && newPassword === confirmPassword;
  // The checklist names each missing rule, so the field's message is the spec's summary.
  const passwordError = formState.errors.newPassword && t('account.passwordNotMet');

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values.newPassword))}
      noValidate
      className="space-y-5"
    >
      <div>
        <PasswordField
          label={t('account.newPassword')}
          autoComplete="new-password"
          aria-describedby="reset-password-rules"
          error={passwordError}
          {...register('newPassword')}
        />
        <div className="mt-2">
          <PasswordChecklist id="reset-password-rules" password={newPassword} />
        </div>
      </div>
      <div>
        <PasswordField
          label={t('account.confirmNewPassword')}
          autoComplete="new-password"
          aria-describedby="reset-password-match"
          {...register('confirmPassword')}
        />
        <PasswordMatch id="reset-password-match" password={newPassword} confirm={confirmPassword} />
      </div>
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={!ready} loading={pending}>
        {t('account.resetPasswordSubmit')}
      </Button>
    </form>
  );
}
