import type { Role } from '@cmms/shared/roles-admin';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n/i18n';
import { roleLabel } from '../../../lib/role-label';
import { permissionLabel, permissionPreview } from '../lib/permission-labels';

export interface RoleCardProps {
  role: Role;
  /** False while showing the fallback list, which the server does not hold. */
  editable: boolean;
  onEdit(role: Role): void;
  onDelete(role: Role): void;
}

/** requirements/users-and-roles.md#screens: name, description, Active/Inactive, the first 4 permissions and '+N more'. */
export function RoleCard({ role, editable, onEdit, onDelete }: RoleCardProps) {
  const { first, more } = permissionPreview(role.permissions);
  const name = roleLabel(role.label);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-base font-semibold wrap-anywhere text-slate-900">{name}</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            role.isActive ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {role.isActive ? t('roles.active') : t('roles.inactive')}
        </span>
        {role.isDefault && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t('roles.default')}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{role.description || t('roles.noDescription')}</p>
      <ul aria-label={t('roles.permissionsOf', { name })} className="mt-3 flex flex-wrap gap-1.5">
        {first.map((permission) => (
          <li
            key={permission}
            className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
          >
            {permissionLabel(permission)}
          </li>
        ))}
        {more > 0 && (
          <li className="rounded-md px-1 py-0.5 text-xs font-semibold text-slate-600">
            {t('roles.moreCount', { count: more })}
          </li>
        )}
        {first.length === 0 && (
          <li className="text-xs text-slate-500">{t('roles.noPermissions')}</li>
        )}
      </ul>
      <p className="mt-3 text-xs text-slate-500">
        {t('roles.userCount', { count: role.userCount })}
      </p>
      {editable && (
        <div className="mt-auto flex gap-2 pt-3">
          <Button
            variant="secondary"
            icon={<Pencil className="size-4" aria-hidden />}
            aria-label={t('roles.editNamed', { name })}
            onClick={() => onEdit(role)}
          >
            {t('roles.edit')}
          </Button>
          {!role.isDefault && (
            <Button
              variant="secondary"
              icon={<Trash2 className="size-4" aria-hidden />}
              aria-label={t('roles.deleteNamed', { name })}
              onClick={() => onDelete(role)}
            >
              {t('roles.delete')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
