import type { AcceptRequestBody } from '@cmms/shared/requests';
import { ApiError } from '../../../lib/api-error';

/** The three decisions on a new request, each its own call (POST /requests/{id}/{kind}). */
export type Decision =
  | { kind: 'accept'; id: string; body: AcceptRequestBody }
  | { kind: 'merge'; id: string; body: { taskId: string } }
  | { kind: 'reject'; id: string; body: { reason: string } };
export type DecisionKind = Decision['kind'];

/**
 * A refusal that says the list is out of date: someone else decided the request first (409), or
 * it is gone (404). The dialog says the server's words and the list is read again.
 */
export const isOutdated = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/** The query roots a decision changes: the requests, the dashboards' counts, the work orders. */
export const DECIDED_ROOTS = ['requests', 'dashboard', 'work-orders'] as const;
