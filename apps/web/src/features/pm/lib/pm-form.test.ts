import { type Pm, pmInputSchema } from '@cmms/shared/pm';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import { keepsAssignee, PM_FORM_FIELDS, pmFormDefaults } from './pm-form';

const ASSET = '6f1c2a34-0000-4000-8000-000000000001';
const PERSON = '6f1c2a34-0000-4000-8000-000000000002';

const pm = {
  id: 'p',
  title: 'Chiller service',
  description: 'Clean coils',
  priority: 'High',
  recurrence: '3 Months',
  assetId: ASSET,
  asset: { id: ASSET, name: 'Chiller', site: { id: 's', name: 'North' } },
  date: '2026-05-04',
  status: 'In Progress',
  assigneeId: PERSON,
  assignee: { id: PERSON, name: 'Tina' },
} as Pm;

describe('pmFormDefaults', () => {
  it('starts a new PM empty, so the required choices are made', () => {
    const values = pmFormDefaults(null);
    const check = pmInputSchema.safeParse(values);
    expect(check.success).toBe(false);
    const messages = check.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        // The schema names each message by its key; the form reads it in the reader's language.
        'pm.titleRequired',
        'pm.assetRequired',
        'pm.priorityRequired',
        'pm.recurrenceRequired',
      ]),
    );
  });

  it("fills an edit with the PM's own values, and leaves its status out", () => {
    const values = pmFormDefaults(pm);
    expect(values).not.toHaveProperty('status');
    expect(pmInputSchema.parse(values)).toMatchObject({
      title: 'Chiller service',
      date: '2026-05-04',
      assigneeId: PERSON,
    });
  });

  it('sends an empty date and assignee as null (requirements/pm.md#validation)', () => {
    const parsed = pmInputSchema.parse({ ...pmFormDefaults(pm), date: '', assigneeId: '' });
    expect(parsed.date).toBeNull();
    expect(parsed.assigneeId).toBeNull();
  });
});

describe('server failures', () => {
  it("puts the server's field messages under the form's fields only", () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Invalid', {
      assigneeId: t('pm.assigneeNotOnSite'),
      other: 'x',
    });
    expect(fieldErrorsOf(error, PM_FORM_FIELDS)).toEqual([
      ['assigneeId', t('pm.assigneeNotOnSite')],
    ]);
  });
});

describe('keepsAssignee', () => {
  it('keeps the assignee only when the new asset is on the same site', () => {
    expect(keepsAssignee('s1', 's1')).toBe(true);
    expect(keepsAssignee('s1', 's2')).toBe(false);
    expect(keepsAssignee(null, 's1')).toBe(false);
  });
});
