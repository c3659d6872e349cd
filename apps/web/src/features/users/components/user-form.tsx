import type { ManagedUser } from '@cmms/shared/users';
import { useForm } from 'react-hook-form';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { serverReasonOr } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { useSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { assignableRoles, useRoles } from '../../roles/public';
import { useCreateUser, useUpdateUser } from '../api/users';
import { userFormDefaults, userFormResolver } from '../lib/user-form';
import { statusLabel, USER_STATUSES } from '../lib/user-status';

const FIELDS = ['name', 'email', 'mobile', 'role', 'password'] as const;

/** Create/Edit User (requirements/users-and-roles.md#validation); `user` null creates one. */
export function UserForm({ user, onDone }: { user: ManagedUser | null; onDone(): void }) {
  const actorRole = useSession()?.user.role ?? '';
  const roles = useRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = user ? update : create;
  const { register, handleSubmit, setError, getValues, formState } = useForm({
    resolver: userFormResolver(user !== null),
    defaultValues: userFormDefaults(user),
  });
  const { errors } = formState;
  const roleOptions = assignableRoles(roles.data, actorRole);
  // Someone already holding a role the list lacks (an inactive custom role) keeps seeing it.
  if (user && !roleOptions.includes(user.role)) roleOptions.push(user.role);

  const onError = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    for (const key of FIELDS) {
      const message = error.fieldErrors[key];
      if (message) setError(key, { message });
    }
  };
  const onSuccess = () => {
    notify.success(user ? t('users.updated') : t('users.created'));
    onDone();
  };

  const submit = handleSubmit((values) => {
    if (!user) {
      const { name, email, mobile, role, password = '' } = values;
      create.mutate(
        { name, email, mobile, role, password, status: 'Active' },
        { onSuccess, onError },
      );
      return;
    }
    const { name, mobile, role, password } = values;
    // Status applies to approved users only; the server refuses it for a pending sign-up.
    const status = user.approved ? getValues('status') : undefined;
    const body = { name, mobile, role, password, status };
    update.mutate({ id: user.id, body }, { onSuccess, onError });
  });

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <TextField
          label={t('users.fieldName')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('users.fieldEmail')}
          type="email"
          autoComplete="off"
          disabled={user !== null}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('users.fieldMobile')}
          type="tel"
          autoComplete="off"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('users.fieldRole')}
            options={roleOptions.map((role) => ({ value: role, label: roleLabel(role) }))}
            error={errors.role?.message}
            {...register('role')}
          />
          {user?.approved && (
            <SelectField
              label={t('users.fieldStatus')}
              options={USER_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
              {...register('status')}
            />
          )}
        </div>
        <PasswordField
          label={user ? t('users.fieldNewPassword') : t('users.fieldPassword')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormAlert
          message={save.error ? serverReasonOr(save.error, t('users.saveFailed')) : null}
        />
      </div>
      <DialogActions
        submitLabel={user ? t('users.updateUser') : t('users.createUser')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
