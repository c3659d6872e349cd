import { materialRules, REQUEST_TRANSITIONS, type RequestStatus } from '@cmms/shared/materials';

export type RequestAction = 'approve' | 'reject' | 'issue' | 'edit' | 'delete';

type Caller = { id: string; role: string; permissions: readonly string[] };
type RequestLike = { status: RequestStatus; userId: string };

/** The decision each action asks the server for (PUT /materials/requests/{id} {status}). */
export const DECISIONS = {
  approve: 'Approved',
  reject: 'Rejected',
  issue: 'Issued',
} as const satisfies Partial<Record<RequestAction, RequestStatus>>;
export type Decision = keyof typeof DECISIONS;

const canBecome = (from: RequestStatus, to: RequestStatus) =>
  REQUEST_TRANSITIONS[from].includes(to);

/**
 * requirements/materials.md#states, #who-may-do-what: the buttons a request row offers this caller. Managers approve or reject a Pending
 * request and issue an Approved one (the shared transitions, which the server enforces too), edit
 * it while Pending, and delete any. Anyone else may only edit their own request while Pending.
 */
export function requestActionsFor(caller: Caller | null, request: RequestLike): RequestAction[] {
  if (!caller) return [];
  if (!materialRules.canManage(caller)) return ownRequestActions(caller, request);
  const pending = request.status === 'Pending';
  const decisions = (Object.keys(DECISIONS) as Decision[]).filter((action) =>
    canBecome(request.status, DECISIONS[action]),
  );
  return [...decisions, ...(pending ? (['edit'] as const) : []), 'delete'];
}

/**
 * My Request History (requirements/materials.md#screens), whoever the caller: Edit on their own Pending request, nothing else.
 */
export function ownRequestActions(caller: Caller | null, request: RequestLike): RequestAction[] {
  return caller && request.status === 'Pending' && request.userId === caller.id ? ['edit'] : [];
}

/**
 * Which call an edit goes through: managers use the admin-level PUT /materials/requests/{id},
 * everyone else the owner's PUT /materials/requests/{id}/user (requirements/materials.md#calls).
 */
export const editsAsManager = (caller: Omit<Caller, 'id'> | null) =>
  !!caller && materialRules.canManage(caller);
