import { workOrderTexts } from '@cmms/shared/work-orders';
import { ApiError } from '../../../lib/api-client';

/** requirements/work-orders.md#screens, #validation, #errors Work orders (verbatim, from the shared contract) and our own wording. */
export const workOrderMessages = {
  ...workOrderTexts,
  // Ours: the spec shows no loading, load-failure, export-failure or missing-record texts.
  loading: 'Loading work orders...',
  loadFailed: 'Failed to load work orders. Please try again.',
  exportFailed: 'Failed to export work orders. Please try again.',
  detailFailed: 'Failed to load the work order. Please try again.',
  notFound: 'This work order was not found, or it is not one you can see.',
  noAccess: 'Your role does not include work orders.',
  noSites: 'No sites available',
  chooseSiteFirst: 'Choose a site first',
  noAssets: 'No assets at this site',
  assetsShown: (shown: number, total: number) =>
    shown < total
      ? `Showing ${shown} of ${total} assets: type to narrow the list.`
      : `${total} matching asset${total === 1 ? '' : 's'}.`,
  noAssignees: 'No one to assign at this site',
} as const;

/**
 * A status change or delete the server refused because of the work order's state (409, such as
 * 'Task is locked after due date') shows the server's words; anything else the spec's fallback.
 */
export function workOrderActionError(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}
