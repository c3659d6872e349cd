import { describe, expect, it } from 'vitest';
import { currentStep, statusSteps } from './status-steps';

const SENT = '2026-11-30T08:00:00.000Z';
const DECIDED = '2026-11-30T09:30:00.000Z';
const DONE = '2026-12-01T16:00:00.000Z';

const summary = (steps: ReturnType<typeof statusSteps>) =>
  steps.map(({ label, state, at, tone }) => [label, state, at, tone]);

describe('statusSteps', () => {
  it('a new request: received, the review and its completion to come', () => {
    const steps = statusSteps({
      status: 'new',
      createdAt: SENT,
      events: [{ status: 'new', at: SENT }],
    });
    expect(summary(steps)).toEqual([
      ['portal.stepReceived', 'done', SENT, 'good'],
      ['portal.stepReview', 'upcoming', null, 'good'],
      ['portal.stepCompleted', 'upcoming', null, 'good'],
    ]);
    expect(currentStep(steps)?.id).toBe('received');
  });

  it('takes the date received from createdAt when the events leave it out', () => {
    const [received] = statusSteps({ status: 'new', createdAt: SENT, events: [] });
    expect(received?.at).toBe(SENT);
  });

  it('an accepted or merged request, with its date', () => {
    for (const [status, label] of [
      ['accepted', 'portal.stepAccepted'],
      ['merged', 'portal.stepMerged'],
    ] as const) {
      const steps = statusSteps({
        status,
        createdAt: SENT,
        events: [
          { status: 'new', at: SENT },
          { status, at: DECIDED },
        ],
      });
      expect(summary(steps)).toEqual([
        ['portal.stepReceived', 'done', SENT, 'good'],
        [label, 'done', DECIDED, 'good'],
        ['portal.stepCompleted', 'upcoming', null, 'good'],
      ]);
      expect(currentStep(steps)?.id).toBe('decision');
    }
  });

  it('a rejected request ends there', () => {
    const steps = statusSteps({
      status: 'rejected',
      createdAt: SENT,
      events: [
        { status: 'new', at: SENT },
        { status: 'rejected', at: DECIDED },
      ],
    });
    expect(summary(steps)).toEqual([
      ['portal.stepReceived', 'done', SENT, 'good'],
      ['portal.stepRejected', 'done', DECIDED, 'bad'],
    ]);
  });

  it('a completed request keeps how it was taken on', () => {
    const steps = statusSteps({
      status: 'completed',
      createdAt: SENT,
      events: [
        { status: 'new', at: SENT },
        { status: 'merged', at: DECIDED },
        { status: 'completed', at: DONE },
      ],
    });
    expect(summary(steps)).toEqual([
      ['portal.stepReceived', 'done', SENT, 'good'],
      ['portal.stepMerged', 'done', DECIDED, 'good'],
      ['portal.stepCompleted', 'done', DONE, 'good'],
    ]);
    expect(currentStep(steps)?.id).toBe('completed');
    // Without the decision among its events, it was accepted.
    const bare = statusSteps({ status: 'completed', createdAt: SENT, events: [] });
    expect(bare.map((step) => step.label)).toEqual([
      'portal.stepReceived',
      'portal.stepAccepted',
      'portal.stepCompleted',
    ]);
  });
});
