import { PERMISSION_CATALOGUE } from '@cmms/shared/permissions';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { t } from '../../../lib/i18n/i18n';
import { filterCatalogue } from '../lib/permission-labels';
import { PermissionCategory } from './permission-category';

export interface PermissionPickerProps {
  selected: ReadonlySet<string>;
  onChange(selected: Set<string>): void;
}

/**
 * requirements/users-and-roles.md#screens: the catalogue by category, each expanding and collapsing, with a search and
 * Select All / Clear All. While searching, both act on the permissions shown, and every
 * category with a match is open.
 */
export function PermissionPicker({ selected, onChange }: PermissionPickerProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set([PERMISSION_CATALOGUE[0].category]));
  const groups = filterCatalogue(search);
  const searching = search.trim() !== '';
  const shown = groups.flatMap((group) => group.permissions);

  const setAll = (on: boolean) => {
    const next = new Set(selected);
    for (const permission of shown) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange(next);
  };
  const flip = <T,>(set: ReadonlySet<T>, item: T) => {
    const next = new Set(set);
    if (next.has(item)) next.delete(item);
    else next.add(item);
    return next;
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {t('roles.permissionsSelected', { count: selected.size })}
      </legend>
      <SearchField
        label={t('roles.searchPermissionsLabel')}
        placeholder={t('roles.searchPermissionsPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      <div className="flex gap-2">
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setAll(true)}>
          {t('roles.selectAll')}
        </Button>
        <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => setAll(false)}>
          {t('roles.clearAll')}
        </Button>
      </div>
      {groups.length === 0 && (
        <p className="text-sm text-slate-500">{t('roles.noPermissionMatch')}</p>
      )}
      <ul className="space-y-2">
        {groups.map((group) => (
          <PermissionCategory
            key={group.category}
            group={group}
            expanded={searching || open.has(group.category)}
            selected={selected}
            onToggleExpanded={() => setOpen(flip(open, group.category))}
            onToggle={(permission) => onChange(flip(selected, permission))}
          />
        ))}
      </ul>
    </fieldset>
  );
}
