import { checklistRules } from '@cmms/shared/checklists';
import { t } from '../../../lib/i18n/i18n';

/**
 * What an empty grid says: the spec's placeholder 'No items available - Please create
 * checklists' to those who may create them; to the others what is true for them, since they
 * cannot do what it asks.
 */
export function emptyGridText(
  caller: Parameters<typeof checklistRules.canManage>[0],
  empty: 'no-checklist' | 'no-items',
): string {
  if (checklistRules.canManage(caller)) return t('checklists.placeholderItem');
  if (empty === 'no-items') return t('checklists.grid.noItems');
  return t(
    checklistRules.seesOnlyAssigned(caller)
      ? 'checklists.grid.noneAssigned'
      : 'checklists.grid.noneAtSites',
  );
}
