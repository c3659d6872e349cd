import { PUSH_KINDS } from '@cmms/shared/push';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n/i18n';
import { PUSH_KIND_TEXTS, toggledKinds } from './push-kinds';

describe('toggledKinds', () => {
  it('adds a kind in the list order, whatever order the kinds came in', () => {
    expect(toggledKinds(['leave_decided', 'assigned'], 'escalated', true)).toEqual([
      'assigned',
      'escalated',
      'leave_decided',
    ]);
  });

  it('removes a kind, and never lists one twice', () => {
    expect(toggledKinds(PUSH_KINDS, 'site_request', false)).toEqual([
      'assigned',
      'escalated',
      'material_request',
      'leave_decided',
    ]);
    expect(toggledKinds(['assigned', 'assigned'], 'assigned', true)).toEqual(['assigned']);
    expect(toggledKinds([], 'assigned', false)).toEqual([]);
  });
});

describe('PUSH_KIND_TEXTS', () => {
  it('gives every kind a label and a line of its own', () => {
    const texts = PUSH_KINDS.flatMap((kind) => PUSH_KIND_TEXTS[kind].map((key) => t(key)));
    expect(new Set(texts).size).toBe(PUSH_KINDS.length * 2);
    expect(t(PUSH_KIND_TEXTS.assigned[0])).toBe('Assigned to me');
  });
});
