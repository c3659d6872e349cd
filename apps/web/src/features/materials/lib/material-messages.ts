import type { MessageKey } from '@cmms/shared/i18n/message';
import type { MovementKind } from '@cmms/shared/materials';

/** Why the stock moved, in words for the ledger. */
export const MOVEMENT_LABELS = {
  initial: 'materials.movementInitial',
  adjustment: 'materials.movementAdjustment',
  issue: 'materials.movementIssue',
  return: 'materials.movementReturn',
} as const satisfies Record<MovementKind, MessageKey>;
