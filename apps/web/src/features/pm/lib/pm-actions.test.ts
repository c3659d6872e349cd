import { describe, expect, it } from 'vitest';
import { openOccurrenceOf, pmActionsFor, statusActionsFor } from './pm-actions';

const labels = (role: string) => statusActionsFor({ role }).map((a) => `${a.label}:${a.status}`);

describe('statusActionsFor', () => {
  it('gives admin-level roles Schedule and In Progress; ending is its own action', () => {
    for (const role of ['admin', 'superadmin', 'manager', 'supervisor', 'Manager']) {
      expect(labels(role)).toEqual(['Schedule:Scheduled', 'In Progress:In Progress']);
    }
  });

  it('gives a technician Start, which sets In Progress', () => {
    expect(labels('technician')).toEqual(['Start:In Progress']);
  });

  it('gives a client, housekeeping, an unknown role and no one none', () => {
    expect(labels('client')).toEqual([]);
    expect(labels('housekeeping')).toEqual([]);
    // A custom role goes by the permissions its session carries.
    expect(statusActionsFor({ role: 'janitor', permissions: ['view_pm'] })).toEqual([]);
    expect(statusActionsFor({ role: 'janitor', permissions: ['manage_pm'] })).toHaveLength(2);
    expect(statusActionsFor(null)).toEqual([]);
  });
});

describe('pmActionsFor', () => {
  it('lets managers view, manage, complete an occurrence and end a schedule', () => {
    expect(pmActionsFor({ role: 'manager' })).toMatchObject({
      view: true,
      manage: true,
      completeOccurrence: true,
      endSchedule: true,
    });
  });

  it('lets a client view only', () => {
    expect(pmActionsFor({ role: 'client' })).toEqual({
      view: true,
      manage: false,
      statuses: [],
      completeOccurrence: false,
      endSchedule: false,
    });
  });

  it('never lets a technician end a schedule, and neither view the list nor manage', () => {
    expect(pmActionsFor({ role: 'technician' })).toMatchObject({
      view: false,
      manage: false,
      completeOccurrence: true,
      endSchedule: false,
    });
    expect(pmActionsFor(undefined)).toMatchObject({ view: false, endSchedule: false });
  });
});

describe('openOccurrenceOf', () => {
  const order = (status: string) => ({ id: 't1', workOrderNumber: 'WO-0001', status });
  it('is the open work order, or null when there is none or it is closed', () => {
    expect(openOccurrenceOf({ openWorkOrder: order('pending') })?.id).toBe('t1');
    expect(openOccurrenceOf({ openWorkOrder: order('on_hold') })?.id).toBe('t1');
    expect(openOccurrenceOf({ openWorkOrder: order('completed') })).toBeNull();
    expect(openOccurrenceOf({ openWorkOrder: null })).toBeNull();
  });
});
