import { type SuperAdminRegisterBody, superAdminFormSchema } from '@cmms/shared/accounts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { EmailField } from './email-field';

interface SuperAdminFormProps {
  error: string | null;
  pending: boolean;
  onSubmit(body: SuperAdminRegisterBody): void;
}

/** requirements/accounts.md#screens, #validation: the super admin's details and the secret key. */
export function SuperAdminForm({ error, pending, onSubmit }: SuperAdminFormProps) {
  const { register, handleSubmit, formState } = useForm({
    resolver: localizedResolver(superAdminFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', superAdminKey: '' },
  });
  const { errors } = formState;

  return (
    <form
      onSubmit={handleSubmit(({ confirmPassword: _confirm, ...body }) => onSubmit(body))}
      noValidate
      className="space-y-5"
    >
      <TextField
        label={t('account.name')}
        autoComplete="name"
        autoCapitalize="words"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <PasswordField
        label={t('account.superAdminKey')}
        autoComplete="off"
        error={errors.superAdminKey?.message}
        {...register('superAdminKey')}
      />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" loading={pending}>
        {t('account.createSuperAdmin')}
      </Button>
    </form>
  );
}
