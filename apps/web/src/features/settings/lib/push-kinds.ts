import type { MessageKey } from '@cmms/shared/i18n/message';
import { PUSH_KINDS, type PushKind } from '@cmms/shared/push';

/** Each kind's label and the line under it (docs/push.md). */
export const PUSH_KIND_TEXTS = {
  assigned: ['settings.pushKindAssigned', 'settings.pushKindAssignedHint'],
  escalated: ['settings.pushKindEscalated', 'settings.pushKindEscalatedHint'],
  site_request: ['settings.pushKindSiteRequest', 'settings.pushKindSiteRequestHint'],
  material_request: ['settings.pushKindMaterialRequest', 'settings.pushKindMaterialRequestHint'],
  leave_decided: ['settings.pushKindLeaveDecided', 'settings.pushKindLeaveDecidedHint'],
} as const satisfies Record<PushKind, readonly [MessageKey, MessageKey]>;

/** The kinds with one turned on or off, in the list's order, each once. */
export function toggledKinds(kinds: readonly PushKind[], kind: PushKind, on: boolean): PushKind[] {
  return PUSH_KINDS.filter((each) => (each === kind ? on : kinds.includes(each)));
}
