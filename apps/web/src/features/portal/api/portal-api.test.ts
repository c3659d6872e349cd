import { describe, expect, it } from 'vitest';
import { problemOf } from './portal-api';

const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
});

describe('problemOf', () => {
  it('reads a 404 as a link that is not valid', () => {
    expect(
      problemOf(answer(404), { code: 'NOT_FOUND', message: 'Not found', error: 'Not found' }),
    ).toEqual({ kind: 'notFound' });
  });

  it("reads a 429's message and Retry-After", () => {
    expect(
      problemOf(answer(429, { 'retry-after': '120' }), {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many requests from this network.',
      }),
    ).toEqual({
      kind: 'tooMany',
      message: 'Too many requests from this network.',
      retryAfterSeconds: 120,
    });
    expect(problemOf(answer(429, { 'retry-after': 'soon' }), undefined)).toEqual({
      kind: 'tooMany',
      message: '',
      retryAfterSeconds: null,
    });
  });

  it("reads a 400's message for each field", () => {
    expect(
      problemOf(answer(400), {
        code: 'VALIDATION_ERROR',
        message: 'Please check the form',
        error: 'Please check the form',
        errors: { description: 'Describe the problem', photo: 42 },
      }),
    ).toEqual({
      kind: 'invalid',
      message: 'Please check the form',
      fieldErrors: { description: 'Describe the problem' },
    });
  });

  it('reads anything else as a failure, with the message when there is one', () => {
    expect(problemOf(answer(413), { error: 'The photo is too large' })).toEqual({
      kind: 'failed',
      message: 'The photo is too large',
    });
    expect(problemOf(answer(502), '<html>')).toEqual({ kind: 'failed', message: null });
    expect(problemOf(answer(400), {})).toEqual({ kind: 'failed', message: null });
  });
});
