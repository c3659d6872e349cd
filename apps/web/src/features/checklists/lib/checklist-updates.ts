import { createCrossTabSignal } from '../../../lib/cross-tab-signal';

/**
 * requirements/checklists.md#calls: other screens are told of checklist changes by the cross-tab signal
 * checklistAssignmentsUpdated (lib/cross-tab-signal.ts); they refresh their checklists and grids.
 */
const CHECKLISTS_UPDATED = 'checklistAssignmentsUpdated';
export const checklistSignal = createCrossTabSignal(CHECKLISTS_UPDATED);
