import type { Asset } from '@cmms/shared/assets';
import type { Assignee } from '@cmms/shared/users';
import { t } from '../../../lib/i18n/i18n';

/** The form's fields as the inputs hold them: text, '' for empty. */
export type AssetFormFields = {
  name: string;
  type: string;
  description: string;
  location: string;
  status: string;
  siteId: string;
  assignedTo: string;
};

type SiteOption = { id: string };

/**
 * The form's starting values: the asset's own when editing; otherwise Active (requirements/assets.md#states) on the
 * site the user works on now, or their only site.
 */
export function assetFormDefaults(
  asset: Asset | null,
  context: { selectedSiteId: string | null; sites: readonly SiteOption[] },
): AssetFormFields {
  if (asset) {
    return {
      name: asset.name,
      type: asset.type ?? '',
      description: asset.description ?? '',
      location: asset.location ?? '',
      status: asset.status,
      siteId: asset.siteId,
      assignedTo: asset.assignedTo?.id ?? '',
    };
  }
  const only = context.sites.length === 1 ? (context.sites[0]?.id ?? '') : '';
  return {
    name: '',
    type: '',
    description: '',
    location: '',
    status: 'Active',
    siteId: context.selectedSiteId ?? only,
    assignedTo: '',
  };
}

/**
 * The Assigned To choices: the people of the chosen site, and the asset's current assignee while
 * the list lacks them (someone since moved away), so opening the form never drops them silently.
 */
export function assigneeOptions(
  people: readonly Assignee[],
  current: { id: string; name: string } | null | undefined,
  roleLabel: (role: string) => string,
): { value: string; label: string }[] {
  const options = [
    { value: '', label: t('assets.unassigned') },
    ...people.map((person) => ({
      value: person.id,
      label: t('assets.personWithRole', { name: person.name, role: roleLabel(person.role) }),
    })),
  ];
  if (current && !people.some((person) => person.id === current.id)) {
    options.push({ value: current.id, label: current.name });
  }
  return options;
}
