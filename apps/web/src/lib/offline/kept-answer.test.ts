import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { keptAnswerOf, keptAsOf, oldestKept, type QueryLike } from './kept-answer';

const at = new Date(2026, 10, 24, 10, 42).getTime();
const query = (over: Partial<QueryLike> = {}): QueryLike => ({
  data: undefined,
  error: null,
  isError: false,
  dataUpdatedAt: 0,
  fetchStatus: 'idle',
  ...over,
});
const kept = { data: [1, 2], dataUpdatedAt: at };
const noAnswer = new ApiError(0, 'NETWORK_ERROR', 'Network error');

describe('a list the device may have kept', () => {
  it('is shown as kept, not as an error, while the device is offline', () => {
    expect(keptAnswerOf(query({ ...kept, fetchStatus: 'paused' }), false)).toEqual({
      keptAt: at,
      failed: false,
      notKept: false,
    });
  });

  it('is shown as kept when the refresh got no answer, even if the device says it is online', () => {
    const answer = keptAnswerOf(query({ ...kept, isError: true, error: noAnswer }), true);
    expect(answer).toEqual({ keptAt: at, failed: false, notKept: false });
  });

  it('keeps the error when the server answered with one', () => {
    const refused = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong');
    expect(keptAnswerOf(query({ ...kept, isError: true, error: refused }), true)).toEqual({
      keptAt: null,
      failed: true,
      notKept: false,
    });
  });

  it('says nothing of being offline when the answer is live', () => {
    expect(keptAnswerOf(query({ ...kept, fetchStatus: 'fetching' }), true)).toEqual({
      keptAt: null,
      failed: false,
      notKept: false,
    });
  });

  it('fails as before when nothing was kept and the request got no answer', () => {
    expect(keptAnswerOf(query({ isError: true, error: noAnswer }), true).failed).toBe(true);
  });

  it('waits for the signal, not forever loading, when offline with nothing kept', () => {
    expect(keptAnswerOf(query({ fetchStatus: 'paused' }), false)).toEqual({
      keptAt: null,
      failed: false,
      notKept: true,
    });
  });

  it('is as old as its oldest part', () => {
    const a = keptAnswerOf(query({ ...kept, fetchStatus: 'paused' }), false);
    const b = keptAnswerOf(query({ data: [], dataUpdatedAt: at - 60_000 }), false);
    const live = keptAnswerOf(query({ data: [] }), true);
    expect(oldestKept(a, b, live)).toBe(at - 60_000);
    expect(oldestKept(live)).toBeNull();
  });
});

describe('when it was kept', () => {
  it('reads as the time of day the answer arrived', () => {
    expect(keptAsOf(at, new Date(2026, 10, 24, 15, 0), 'en-GB')).toBe('Offline: as of 10:42');
  });

  it('names the day when it is not today', () => {
    expect(keptAsOf(at, new Date(2026, 10, 26, 9, 0), 'en-GB')).toBe(
      'Offline: as of 24 Nov, 10:42',
    );
    expect(keptAsOf(at, new Date(2027, 0, 2, 9, 0), 'en-US')).toBe(
      'Offline: as of Nov 24, 2026, 10:42 AM',
    );
  });
});
