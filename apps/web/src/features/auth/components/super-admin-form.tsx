import { type SuperAdminRegisterBody, superAdminFormSchema } from '@cmms/shared/accounts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
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
        label="Name"
        autoComplete="name"
        autoCapitalize="words"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <PasswordField
        label="Super Admin Key"
        autoComplete="off"
        error={errors.superAdminKey?.message}
        {...register('superAdminKey')}
      />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" loading={pending}>
        Create Super Admin
      </Button>
    </form>
  );
}
