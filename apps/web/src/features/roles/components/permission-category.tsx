import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { t } from '../../../lib/i18n/i18n';
import { categoryLabel, type PermissionGroup, permissionLabel } from '../lib/permission-labels';

export interface PermissionCategoryProps {
  group: PermissionGroup;
  expanded: boolean;
  selected: ReadonlySet<string>;
  onToggleExpanded(): void;
  onToggle(permission: string): void;
}

/** One category of the catalogue: a disclosure button and, open, a checkbox per permission. */
export function PermissionCategory({
  group,
  expanded,
  selected,
  onToggleExpanded,
  onToggle,
}: PermissionCategoryProps) {
  const panelId = useId();
  const count = group.permissions.filter((permission) => selected.has(permission)).length;
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <li className="rounded-lg border border-slate-200">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggleExpanded}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-start text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Chevron className="size-4 shrink-0 text-slate-500 rtl:-scale-x-100" aria-hidden />
          <span className="flex-1">{categoryLabel(group.category)}</span>
          <span className="text-xs font-medium text-slate-500">
            {t('roles.categoryCount', { count, total: group.permissions.length })}
          </span>
        </button>
      </h3>
      <ul
        id={panelId}
        hidden={!expanded}
        className="grid gap-x-3 border-t border-slate-100 px-2 py-1 sm:grid-cols-2"
      >
        {group.permissions.map((permission) => (
          <li key={permission}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-slate-700 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={selected.has(permission)}
                onChange={() => onToggle(permission)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {permissionLabel(permission)}
            </label>
          </li>
        ))}
      </ul>
    </li>
  );
}
