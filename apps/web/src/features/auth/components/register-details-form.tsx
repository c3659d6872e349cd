import {
  type RegisterDetailsFormInput,
  type RegisterDetailsFormOutput,
  registerDetailsFormSchema,
} from '@cmms/shared/accounts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n/i18n';
import { localizedResolver } from '../../../lib/i18n/localized-resolver';
import { EmailField } from './email-field';
import { PasswordChecklist } from './password-checklist';

export type RegisterDetails = { input: RegisterDetailsFormInput; body: RegisterDetailsFormOutput };

const fields = ['name', 'email', 'mobile', 'password', 'confirmPassword'] as const;

interface RegisterDetailsFormProps {
  defaultValues: RegisterDetailsFormInput;
  /** Per-field reasons the server gave for refusing these details. */
  serverErrors: Partial<Record<string, string>>;
  onNext(details: RegisterDetails): void;
}

/** Registration step 1 (requirements/accounts.md#screens, #validation): who the new user is and their password. */
export function RegisterDetailsForm({
  defaultValues,
  serverErrors,
  onNext,
}: RegisterDetailsFormProps) {
  const { register, handleSubmit, getValues, setError, control, formState } = useForm({
    resolver: localizedResolver(registerDetailsFormSchema),
    defaultValues,
  });
  const password = useWatch({ control, name: 'password' });
  const { errors } = formState;

  // Shown under the field they belong to, the first one focused so it can be corrected at once.
  useEffect(() => {
    let focused = false;
    for (const field of fields) {
      const message = serverErrors[field];
      if (!message) continue;
      setError(field, { message }, { shouldFocus: !focused });
      focused = true;
    }
  }, [serverErrors, setError]);

  const submit = handleSubmit((body) => onNext({ input: getValues(), body }));

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label={t('account.name')}
        autoComplete="name"
        autoCapitalize="words"
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('account.contactNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('account.contactPlaceholder')}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <div>
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          aria-describedby="register-password-rules"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2">
          <PasswordChecklist id="register-password-rules" password={password ?? ''} />
        </div>
      </div>
      <PasswordField
        label={t('account.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full">
        {t('account.continue')}
      </Button>
    </form>
  );
}
