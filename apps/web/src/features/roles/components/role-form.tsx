import { issueText } from '@cmms/shared/i18n/issues';
import { PROTECTED_ROLES } from '@cmms/shared/permissions';
import { type Role, roleInputSchema } from '@cmms/shared/roles-admin';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { serverReasonOr } from '../../../lib/api-error';
import { t, translator } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/toast';
import { useSaveRole } from '../api/roles';
import { PermissionPicker } from './permission-picker';

/** Create/Edit Role (requirements/users-and-roles.md#screens, #validation): name required; a default role keeps its name. */
export function RoleForm({ role, onDone }: { role: Role | null; onDone(): void }) {
  const save = useSaveRole();
  const descriptionId = useId();
  const [name, setName] = useState(role?.label ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [isActive, setIsActive] = useState(role?.isActive ?? true);
  const [permissions, setPermissions] = useState<Set<string>>(() => new Set(role?.permissions));
  const [nameError, setNameError] = useState<string>();
  // Admin and superadmin always keep every permission and stay active (server rule).
  const protectedRole = (PROTECTED_ROLES as readonly string[]).includes(role?.name ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = roleInputSchema.safeParse({
      name,
      description,
      isActive,
      permissions: [...permissions],
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'name');
      setNameError(issue && issueText(translator(), issue));
      return;
    }
    setNameError(undefined);
    save.mutate(
      { id: role?.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(role ? t('roles.updated') : t('roles.created'));
          onDone();
        },
        onError: (error) => notify.error(serverReasonOr(error, t('roles.saveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <TextField
          label={t('roles.fieldName')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={role?.isDefault}
          autoComplete="off"
          error={nameError}
        />
        <div>
          <label
            htmlFor={descriptionId}
            className="mb-1.5 block text-sm font-medium text-slate-700"
          >
            {t('roles.fieldDescription')}
          </label>
          <textarea
            id={descriptionId}
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            className={`${inputClass} border-slate-300`}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={isActive}
            disabled={protectedRole}
            onChange={(event) => setIsActive(event.target.checked)}
            className="size-5 accent-brand-700"
          />
          {t('roles.fieldActive')}
        </label>
        <PermissionPicker selected={permissions} onChange={setPermissions} />
        <FormAlert
          message={save.error ? serverReasonOr(save.error, t('roles.saveFailed')) : null}
        />
      </div>
      <DialogActions
        submitLabel={role ? t('roles.updateRole') : t('roles.createRole')}
        busy={save.isPending}
        submitDisabled={name.trim() === ''}
        onCancel={onDone}
      />
    </form>
  );
}
