import { type AssetHistory, warrantyState } from '@cmms/shared/asset-history';
import { daysBetweenInclusive } from '@cmms/shared/dates';
import { t } from '../../../lib/i18n/i18n';
import { dayText, type ExpiryState } from './document-details';

type Warranty = NonNullable<AssetHistory['warranty']>;

/**
 * The warranty's badge and date line on `today` (this device's day). The state is worked out
 * again here from the expiry, by the server's own rule: an answer kept on a phone for days
 * would otherwise still say "valid" or count its days from when it was fetched.
 */
export function warrantyBadge(
  warranty: Pick<Warranty, 'expiresOn'>,
  today: string,
): { state: ExpiryState; badge: string; date: string } {
  const state = warrantyState(warranty.expiresOn, today);
  const day = dayText(warranty.expiresOn);
  if (state === 'expired') {
    return {
      state,
      badge: t('assetHistory.warrantyExpired'),
      date: t('assetHistory.warrantyEnded', { day }),
    };
  }
  const until = t('assetHistory.warrantyUntil', { day });
  if (state === 'valid') return { state, badge: t('assetHistory.warrantyValid'), date: until };
  const days = daysBetweenInclusive(today, warranty.expiresOn) - 1;
  return { state, badge: t('assetHistory.warrantyExpiring', { days }), date: until };
}

/** The badge's colours by state; the word always shows, not the colour alone. */
export const EXPIRY_TONES: Record<ExpiryState, string> = {
  valid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expiring: 'bg-amber-50 text-amber-900 ring-amber-300',
  expired: 'bg-red-50 text-red-800 ring-red-200',
};
