import { isAdminRole } from '@cmms/shared/roles';
import type { ManagedUser } from '@cmms/shared/users';
import { Building2, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';

export interface UserRowActionsProps {
  user: ManagedUser;
  busy?: boolean;
  onEdit(user: ManagedUser): void;
  onManageSites(user: ManagedUser): void;
  onToggleStatus(user: ManagedUser): void;
  onDelete(user: ManagedUser): void;
}

function IconAction({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick(): void;
  disabled?: boolean | undefined;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label.replace(/ for .*$/, '')}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-lg disabled:opacity-50 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-brand-700 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

/**
 * Doc 001 §2.5, §6: Edit; Manage Sites except for admin-role users; Activate or Deactivate for
 * approved users only; Delete. Each is named with the user for screen readers.
 */
export function UserRowActions({
  user,
  busy,
  onEdit,
  onManageSites,
  onToggleStatus,
  onDelete,
}: UserRowActionsProps) {
  const active = user.status === 'Active';
  return (
    <div className="flex items-center">
      <IconAction label={`Edit ${user.name}`} onClick={() => onEdit(user)}>
        <Pencil className="size-4" aria-hidden />
      </IconAction>
      {!isAdminRole(user.role) && (
        <IconAction label={`Manage Sites for ${user.name}`} onClick={() => onManageSites(user)}>
          <Building2 className="size-4" aria-hidden />
        </IconAction>
      )}
      {user.approved && (
        <IconAction
          label={`${active ? 'Deactivate' : 'Activate'} ${user.name}`}
          disabled={busy}
          onClick={() => onToggleStatus(user)}
        >
          {active ? (
            <UserX className="size-4" aria-hidden />
          ) : (
            <UserCheck className="size-4" aria-hidden />
          )}
        </IconAction>
      )}
      <IconAction label={`Delete ${user.name}`} danger onClick={() => onDelete(user)}>
        <Trash2 className="size-4" aria-hidden />
      </IconAction>
    </div>
  );
}
