import type { WorkOrderRecord } from '@cmms/shared/work-order-record';
import { describe, expect, it } from 'vitest';
import type { QueuedChange } from '../../../lib/offline/changes';
import { completionPhotoMissing } from './completion-photo';

type Line = WorkOrderRecord['timeline'][number];
const photo = (tag: 'before' | 'after' | null, kind: 'photo' | 'document' = 'photo') =>
  ({ kind: 'attachment', id: 'a', at: '', attachment: { kind, tag } }) as unknown as Line;
const queued = (tag: string, type = 'image/jpeg') =>
  ({
    kind: 'task-attachment',
    state: 'pending',
    file: { name: 'p.jpg', type, size: 1, field: 'file', fields: [['tag', tag]] },
  }) as unknown as QueuedChange;

describe('completionPhotoMissing', () => {
  it('asks nothing of a site without the rule', () => {
    expect(completionPhotoMissing({ completionPhotoRequired: false, timeline: [] }, [])).toBe(
      false,
    );
  });

  it('counts an after photo or an untagged one, not a before photo or a document', () => {
    const rule = (timeline: Line[]) =>
      completionPhotoMissing({ completionPhotoRequired: true, timeline }, []);
    expect(rule([])).toBe(true);
    expect(rule([photo('before')])).toBe(true);
    expect(rule([photo('after', 'document')])).toBe(true);
    expect(rule([photo('after')])).toBe(false);
    expect(rule([photo(null)])).toBe(false);
  });

  it('counts an after photo waiting in the offline queue', () => {
    const record = { completionPhotoRequired: true, timeline: [] };
    expect(completionPhotoMissing(record, [queued('after')])).toBe(false);
    expect(completionPhotoMissing(record, [queued('before')])).toBe(true);
    expect(completionPhotoMissing(record, [queued('after', 'application/pdf')])).toBe(true);
  });
});
