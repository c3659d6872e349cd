import type { WorkOrder } from '@cmms/shared/work-orders';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/i18n';
import {
  afterSiteChange,
  checkWorkOrderForm,
  minimumDueDate,
  WORK_ORDER_FIELDS,
  workOrderAssignees,
  workOrderFormDefaults,
} from './work-order-form';

const SITE = '74dd209a-d15d-4fec-ac10-28b19be85a8e';
const ASSET = '1fed40d5-dc2d-4c43-811b-3386d4ba8e02';
const PERSON = 'cca2d9de-592e-4863-bfa1-29299db3f6a9';

const task: WorkOrder = {
  id: 'd1b68264-7f5c-4201-89c1-0bc8747efb71',
  workOrderNumber: 'WO-000001',
  title: 'Fix chiller',
  description: 'Rattling at start-up',
  status: 'on_hold',
  priority: 'high',
  taskType: 'inspection',
  dueDate: '2026-11-01',
  overdue: true,
  assignedToId: PERSON,
  assignedTo: { id: PERSON, name: 'Marco Silva' },
  assetId: ASSET,
  asset: { id: ASSET, name: 'Chiller 1', assetNumber: 'AST-000001' },
  siteId: SITE,
  site: { id: SITE, name: 'Harbor View Towers' },
  createdBy: null,
  origin: null,
  completedAt: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
};

describe('workOrderFormDefaults', () => {
  it('starts a new work order empty, Pending, Medium and Repair (requirements/work-orders.md#states)', () => {
    expect(workOrderFormDefaults(null)).toEqual({
      title: '',
      description: '',
      dueDate: '',
      siteId: '',
      assetId: '',
      assignedToId: '',
      status: 'pending',
      priority: 'medium',
      taskType: 'repair',
    });
    expect(workOrderFormDefaults(null, SITE).siteId).toBe(SITE);
  });

  it("fills Edit with the work order's own values, and sends them back unchanged", () => {
    const values = workOrderFormDefaults(task);
    expect(values).toEqual({
      title: 'Fix chiller',
      description: 'Rattling at start-up',
      dueDate: '2026-11-01',
      siteId: SITE,
      assetId: ASSET,
      assignedToId: PERSON,
      status: 'on_hold',
      priority: 'high',
      taskType: 'inspection',
    });
    expect(checkWorkOrderForm(values)).toEqual({ ok: true, body: values });
  });

  it('leaves the asset empty when the work order has lost its asset', () => {
    const values = workOrderFormDefaults({ ...task, assetId: null, asset: null });
    expect(values.assetId).toBe('');
    expect(checkWorkOrderForm(values)).toEqual({
      ok: false,
      errors: { assetId: 'Asset is required' },
    });
  });
});

describe('the due date typed by hand (requirements/work-orders.md#validation: minimum today)', () => {
  const filled = {
    ...workOrderFormDefaults(null),
    title: 'Fix',
    description: 'Leak',
    siteId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f',
    assetId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e60',
    assignedToId: '7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e61',
  };
  const rule = { today: '2026-06-15', keptDueDate: null };

  it('refuses a date before today for a new work order', () => {
    expect(checkWorkOrderForm({ ...filled, dueDate: '2026-06-14' }, rule)).toEqual({
      ok: false,
      errors: { dueDate: t('workOrders.dueDateInPast') },
    });
    expect(checkWorkOrderForm({ ...filled, dueDate: '2026-06-15' }, rule).ok).toBe(true);
  });

  it("keeps an edited overdue work order's own date, but not another past one", () => {
    const edit = { today: '2026-06-15', keptDueDate: '2026-06-01' };
    expect(checkWorkOrderForm({ ...filled, dueDate: '2026-06-01' }, edit).ok).toBe(true);
    expect(checkWorkOrderForm({ ...filled, dueDate: '2026-06-02' }, edit).ok).toBe(false);
  });
});

describe('checkWorkOrderForm', () => {
  it('gives the six messages of requirements/work-orders.md#validation for an empty form, and nothing else', () => {
    expect(checkWorkOrderForm(workOrderFormDefaults(null))).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        description: 'Description is required',
        dueDate: 'Due date is required',
        assignedToId: 'Assignee is required',
        assetId: 'Asset is required',
        siteId: 'Site is required',
      },
    });
  });

  it('trims the title and description before checking and sending them', () => {
    const values = { ...workOrderFormDefaults(task), title: '   ', description: '  Loud  ' };
    expect(checkWorkOrderForm(values)).toEqual({
      ok: false,
      errors: { title: 'Title is required' },
    });
    const check = checkWorkOrderForm({ ...values, title: '  Fix chiller ' });
    expect(check.ok && check.body).toMatchObject({ title: 'Fix chiller', description: 'Loud' });
  });

  it('says a title is too long rather than missing', () => {
    const values = { ...workOrderFormDefaults(task), title: 'T'.repeat(201) };
    expect(checkWorkOrderForm(values)).toEqual({
      ok: false,
      errors: { title: 'Title must be at most 200 characters' },
    });
  });
});

describe('around the form', () => {
  it('keeps only the server errors that belong to a field of the form', () => {
    expect(
      fieldErrorsOf(
        new ApiError(400, 'VALIDATION_ERROR', 'Invalid', {
          assetId: 'The asset does not belong to the selected site',
          id: 'x',
        }),
        WORK_ORDER_FIELDS,
      ),
    ).toEqual([['assetId', 'The asset does not belong to the selected site']]);
  });

  it('empties the asset and assignee when the site changes, not otherwise', () => {
    const values = workOrderFormDefaults(task);
    expect(afterSiteChange(values, SITE)).toBe(values);
    expect(afterSiteChange(values, 'other')).toMatchObject({
      siteId: 'other',
      assetId: '',
      assignedToId: '',
      title: 'Fix chiller',
    });
  });

  it("starts the date picker at the user's own today", () => {
    expect(minimumDueDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('workOrderAssignees', () => {
  it('leaves out the client, whom the server refuses as an assignee, in any case', () => {
    const people = [
      { id: '1', name: 'Marco Silva', role: 'technician' },
      { id: '2', name: 'Grace Lee', role: 'client' },
      { id: '3', name: 'Lena Fischer', role: 'housekeeping' },
      { id: '4', name: 'Dr. Menon', role: 'Client' },
      { id: '5', name: 'Ines Duarte', role: 'inspector' },
    ];
    expect(workOrderAssignees(people)?.map((person) => person.id)).toEqual(['1', '3', '5']);
    expect(workOrderAssignees(undefined)).toBeUndefined();
  });
});
