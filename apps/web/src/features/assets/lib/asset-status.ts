import { ASSET_STATUSES } from '@cmms/shared/work-rules';

export type AssetStatusTone = 'active' | 'hold' | 'completed' | 'out' | 'inactive' | 'other';

export type AssetStatusLook = { label: string; tone: AssetStatusTone };

// requirements/assets.md#states: the form's four values and the legacy ones dashboards still count; the key is the
// stored value in lower case, so 'Active' and 'ACTIVE' read alike.
const LOOKS: Record<string, AssetStatusLook> = {
  active: { label: 'Active', tone: 'active' },
  operational: { label: 'Operational', tone: 'active' },
  'on hold': { label: 'On Hold', tone: 'hold' },
  maintenance: { label: 'Maintenance', tone: 'hold' },
  'under-maintenance': { label: 'Under Maintenance', tone: 'hold' },
  completed: { label: 'Completed', tone: 'completed' },
  'out of service': { label: 'Out of Service', tone: 'out' },
  'out-of-service': { label: 'Out of Service', tone: 'out' },
  inactive: { label: 'Inactive', tone: 'inactive' },
};

/**
 * How a stored status shows as a badge: the form values and the legacy values each get a fitting
 * colour and a readable label; anything else keeps its own text on the default blue (requirements/assets.md#states).
 */
export function assetStatusLook(status: string | null | undefined): AssetStatusLook {
  const text = (status ?? '').trim();
  return LOOKS[text.toLowerCase()] ?? { label: text || 'Unknown', tone: 'other' };
}

/** Whether `status` is one of the form's values (not a legacy or unknown one). */
export function isFormStatus(status: string): boolean {
  return (ASSET_STATUSES as readonly string[]).includes(status);
}

/**
 * The Status select of the form: the form's values, and an asset's own legacy value while it
 * still holds one, so editing other fields never changes its status unasked.
 */
export function statusOptions(current?: string | null): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = ASSET_STATUSES.map((value) => ({
    value,
    label: value,
  }));
  if (current && !isFormStatus(current)) {
    options.push({ value: current, label: `${assetStatusLook(current).label} (legacy)` });
  }
  return options;
}
