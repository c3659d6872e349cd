import type { ManagedUser } from '@cmms/shared/users';
import { Building2, Pencil, Trash2, UserCheck, UserX } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { type UserAction, userActionSlots } from '../lib/user-actions';

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
  title = label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  /** The tooltip, when shorter than the spoken name. */
  title?: string;
  onClick(): void;
  disabled?: boolean | undefined;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg disabled:opacity-50 ${
        danger ? 'text-red-700 hover:bg-red-50' : 'text-brand-700 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

/**
 * requirements/users-and-roles.md#screens, #who-may-do-what: Edit; Manage Sites except for admin-role users; Activate or Deactivate for
 * approved users only; Delete. Each is named with the user for screen readers. An action that
 * does not apply leaves its place empty, so each icon lines up with the same one on other rows.
 */
export function UserRowActions({
  user,
  busy,
  onEdit,
  onManageSites,
  onToggleStatus,
  onDelete,
}: UserRowActionsProps) {
  const icon = 'size-4';
  const button = (action: UserAction) => {
    switch (action) {
      case 'edit':
        return (
          <IconAction
            label={t('users.editNamed', { name: user.name })}
            onClick={() => onEdit(user)}
          >
            <Pencil className={icon} aria-hidden />
          </IconAction>
        );
      case 'sites':
        return (
          <IconAction
            label={t('users.manageSitesFor', { name: user.name })}
            title={t('users.manageSites')}
            onClick={() => onManageSites(user)}
          >
            <Building2 className={icon} aria-hidden />
          </IconAction>
        );
      case 'activate':
      case 'deactivate':
        return (
          <IconAction
            label={
              action === 'activate'
                ? t('users.activateNamed', { name: user.name })
                : t('users.deactivateNamed', { name: user.name })
            }
            disabled={busy}
            onClick={() => onToggleStatus(user)}
          >
            {action === 'activate' ? (
              <UserCheck className={icon} aria-hidden />
            ) : (
              <UserX className={icon} aria-hidden />
            )}
          </IconAction>
        );
      case 'delete':
        return (
          <IconAction
            label={t('users.deleteNamed', { name: user.name })}
            danger
            onClick={() => onDelete(user)}
          >
            <Trash2 className={icon} aria-hidden />
          </IconAction>
        );
    }
  };
  return (
    <div className="flex items-center">
      {/* Keyed by place: Deactivate turning into Activate keeps the focus on its button. */}
      {userActionSlots(user).map((action, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are fixed places
        <Fragment key={slot}>
          {action ? button(action) : <span aria-hidden className="size-11 shrink-0" />}
        </Fragment>
      ))}
    </div>
  );
}
