import { describe, expect, it } from 'vitest';
import { type ListQuery, listStateOf } from './query-states';

const query = (state: Partial<ListQuery<string>>): ListQuery<string> => ({
  isPending: false,
  isFetching: false,
  data: undefined,
  refetch: () => undefined,
  ...state,
});

describe('listStateOf', () => {
  it('is loading until the first answer', () => {
    expect(listStateOf(query({ isPending: true, isFetching: true }))).toEqual({ kind: 'loading' });
  });

  it('has failed when the query stopped without data', () => {
    expect(listStateOf(query({}))).toEqual({ kind: 'failed' });
  });

  it('is empty for an answer without items', () => {
    expect(listStateOf(query({ data: [] }))).toEqual({ kind: 'empty' });
  });

  it('keeps the items shown when a refresh fails', () => {
    expect(listStateOf(query({ data: ['a', 'b'] }))).toEqual({ kind: 'items', items: ['a', 'b'] });
  });
});
