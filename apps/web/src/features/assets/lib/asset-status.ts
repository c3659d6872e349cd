import type { MessageKey } from '@cmms/shared/i18n/message';
import { ASSET_STATUS_LABELS, ASSET_STATUSES } from '@cmms/shared/work-rules';
import { t } from '../../../lib/i18n/i18n';

export type AssetStatusTone = 'active' | 'hold' | 'completed' | 'out' | 'inactive' | 'other';

export type AssetStatusLook = { label: string; tone: AssetStatusTone };

// requirements/assets.md#states: the form's four values and the legacy ones dashboards still count; the key is the
// stored value in lower case, so 'Active' and 'ACTIVE' read alike.
const LOOKS = {
  active: { label: ASSET_STATUS_LABELS.Active, tone: 'active' },
  operational: { label: 'assets.statusOperational', tone: 'active' },
  'on hold': { label: ASSET_STATUS_LABELS['On Hold'], tone: 'hold' },
  maintenance: { label: 'assets.statusMaintenance', tone: 'hold' },
  'under-maintenance': { label: 'assets.statusUnderMaintenance', tone: 'hold' },
  completed: { label: ASSET_STATUS_LABELS.Completed, tone: 'completed' },
  'out of service': { label: ASSET_STATUS_LABELS['Out of Service'], tone: 'out' },
  'out-of-service': { label: ASSET_STATUS_LABELS['Out of Service'], tone: 'out' },
  inactive: { label: 'assets.statusInactive', tone: 'inactive' },
} as const satisfies Record<string, { label: MessageKey; tone: AssetStatusTone }>;

/**
 * How a stored status shows as a badge: the form values and the legacy values each get a fitting
 * colour and a readable label in the reader's language; anything else keeps its own text on the
 * default blue (requirements/assets.md#states).
 */
export function assetStatusLook(status: string | null | undefined): AssetStatusLook {
  const text = (status ?? '').trim();
  const key = text.toLowerCase();
  if (Object.hasOwn(LOOKS, key)) {
    const known = LOOKS[key as keyof typeof LOOKS];
    return { label: t(known.label), tone: known.tone };
  }
  return { label: text || t('assets.statusUnknown'), tone: 'other' };
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
    label: t(ASSET_STATUS_LABELS[value]),
  }));
  if (current && !isFormStatus(current)) {
    options.push({
      value: current,
      label: t('assets.statusLegacy', { status: assetStatusLook(current).label }),
    });
  }
  return options;
}
