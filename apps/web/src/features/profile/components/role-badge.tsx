import { useRoleLabel } from '../../../lib/role-label';

export function RoleBadge({ role }: { role: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
      {useRoleLabel(role)}
    </span>
  );
}
