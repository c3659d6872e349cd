import { PROTECTED_ROLES } from '@cmms/shared/permissions';
import { type Role, roleInputSchema } from '@cmms/shared/roles-admin';
import { type FormEvent, useId, useState } from 'react';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { serverReasonOr } from '../../../lib/api-error';
import { notify } from '../../../lib/toast';
import { roleMessages } from '../api/role-texts';
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
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message);
      return;
    }
    setNameError(undefined);
    save.mutate(
      { id: role?.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success(role ? roleMessages.updated : roleMessages.created);
          onDone();
        },
        onError: (error) => notify.error(serverReasonOr(error, roleMessages.saveFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="space-y-4 px-5 py-4">
        <TextField
          label="Role name"
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
            Description
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
          Active
        </label>
        <PermissionPicker selected={permissions} onChange={setPermissions} />
        <FormAlert
          message={save.error ? serverReasonOr(save.error, roleMessages.saveFailed) : null}
        />
      </div>
      <DialogActions
        submitLabel={role ? 'Update Role' : 'Create Role'}
        busy={save.isPending}
        submitDisabled={name.trim() === ''}
        onCancel={onDone}
      />
    </form>
  );
}
