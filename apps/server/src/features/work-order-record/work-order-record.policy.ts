import { recordRules } from '@cmms/shared/work-order-record';
import { assetRules } from '@cmms/shared/work-rules';
import type { UserActor } from '../../lib/actor';

/**
 * Who may do what with the record of a work order (recordRules, the rules the screens hide
 * buttons with; docs/permissions.md). Seeing the work order itself is workOrderPolicy's: a work
 * order outside the caller's scope answers 404 before any of these is asked.
 */
export const recordPolicy = {
  canRead: (actor: UserActor) => recordRules.canComment(actor),
  canDoWork: (actor: UserActor) => recordRules.canDoWork(actor),
  canCorrectTime: (actor: UserActor) => recordRules.canCorrectTime(actor),
  canSeeCost: (actor: UserActor) => recordRules.canSeeCost(actor),
  canSetRates: (actor: UserActor) => recordRules.canSetRates(actor),
  /** An asset's history: whoever may see assets (and then only those of their sites). */
  canReadAssetHistory: (actor: UserActor) => assetRules.canView(actor),
  abilitiesOf: (actor: UserActor) => ({
    comment: recordRules.canComment(actor),
    work: recordRules.canDoWork(actor),
    correctTime: recordRules.canCorrectTime(actor),
    seeCost: recordRules.canSeeCost(actor),
  }),
};
