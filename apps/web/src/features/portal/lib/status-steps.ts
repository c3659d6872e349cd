import type { PlainKey } from '@cmms/shared/i18n/message';
import type { PortalStatus, RequestStatus } from '@cmms/shared/requests';

type StepState = 'done' | 'upcoming';

export interface StatusStep {
  id: 'received' | 'decision' | 'completed';
  label: PlainKey;
  state: StepState;
  /** When it happened (ISO), for a step done. */
  at: string | null;
  /** A rejection is a step done that went the other way. */
  tone: 'good' | 'bad';
}

const DECISIONS = ['accepted', 'merged', 'rejected'] as const;
type Decision = (typeof DECISIONS)[number];

const DECISION_LABELS: Record<Decision, PlainKey> = {
  accepted: 'portal.stepAccepted',
  merged: 'portal.stepMerged',
  rejected: 'portal.stepRejected',
};

const isDecision = (status: RequestStatus): status is Decision =>
  (DECISIONS as readonly string[]).includes(status);

/**
 * A request's way as the status page lists it: received; then accepted, merged or rejected (or
 * the review still to come); then completed, which a rejected request never reaches. Dates come
 * from the request's events, the latest of each status.
 */
export function statusSteps(request: Pick<PortalStatus, 'status' | 'createdAt' | 'events'>) {
  const at = (status: RequestStatus) =>
    request.events.findLast((event) => event.status === status)?.at ?? null;
  const decisionEvent = request.events.findLast((event) => isDecision(event.status));
  const decision: Decision | null = isDecision(request.status)
    ? request.status
    : request.status === 'completed'
      ? decisionEvent && isDecision(decisionEvent.status)
        ? decisionEvent.status
        : 'accepted'
      : null;

  const steps: StatusStep[] = [
    {
      id: 'received',
      label: 'portal.stepReceived',
      state: 'done',
      at: at('new') ?? request.createdAt,
      tone: 'good',
    },
    decision
      ? {
          id: 'decision',
          label: DECISION_LABELS[decision],
          state: 'done',
          at: at(decision),
          tone: decision === 'rejected' ? 'bad' : 'good',
        }
      : { id: 'decision', label: 'portal.stepReview', state: 'upcoming', at: null, tone: 'good' },
  ];
  if (decision !== 'rejected') {
    const completed = request.status === 'completed';
    steps.push({
      id: 'completed',
      label: 'portal.stepCompleted',
      state: completed ? 'done' : 'upcoming',
      at: completed ? at('completed') : null,
      tone: 'good',
    });
  }
  return steps;
}

/** The step the request is at: the last one done. */
export const currentStep = (steps: readonly StatusStep[]) =>
  steps.findLast((step) => step.state === 'done');
