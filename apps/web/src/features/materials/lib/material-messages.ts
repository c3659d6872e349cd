import { type MovementKind, materialTexts } from '@cmms/shared/materials';

/** The spec's materials texts (from the shared contract) and our own, where the spec shows none. */
export const materialMessages = {
  ...materialTexts,
  loadMovementsFailed: 'Failed to load stock movements. Please try again.',
  noMovements: 'No stock movements recorded yet.',
  movements: 'Movements',
  allCategories: 'All Categories',
  allLevels: 'All Stock Levels',
  selectCategory: 'Select category',
  selectSite: 'Select a site',
  siteRequired: 'Choose one of your sites: only administrators keep materials for all sites.',
  addCategory: 'Add a new category',
  newCategory: 'New category',
  categoryEmpty: 'Enter a category name',
  categoryExists: 'This category already exists',
  requestRequiredNote: 'Material, quantity and reason are required.',
  materialRequiredNote: 'Name and category are required.',
  materialCreated: 'Material added successfully!',
  restockSubmit: 'Add to Stock',
  restockFailed: 'Failed to restock the material. Please try again.',
  restockNoteHint: 'Delivery note or supplier (optional)',
  materialUpdated: 'Material updated successfully!',
  approved: 'Request approved',
  rejected: 'Request rejected',
  issued: 'Material issued',
  confirmReject: 'Are you sure you want to reject this request?',
  unknownError: 'Please try again.',
  materialsShown: (shown: number, total: number) =>
    shown < total
      ? `Showing ${shown} of ${total} materials: type to narrow the list.`
      : `${total} matching material${total === 1 ? '' : 's'}.`,
} as const;

/** Why the stock moved, in words for the ledger. */
export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  initial: 'Initial stock',
  adjustment: 'Adjustment',
  issue: 'Issued',
};
