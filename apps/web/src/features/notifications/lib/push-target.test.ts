import { describe, expect, it } from 'vitest';
import { pushTapPath } from './push-target';

describe('pushTapPath', () => {
  it('follows the mobile notification actions of requirements/notifications.md#limits', () => {
    expect(pushTapPath({ type: 'task_assigned' }, 'technician')).toBe('/tasks');
    expect(pushTapPath({ type: 'task_assigned', taskId: 't-1' }, 'technician')).toBe(
      '/tasks?taskId=t-1',
    );
    expect(pushTapPath({ type: 'asset_created' }, 'technician')).toBe('/assets');
  });

  it("sends a server notification's type where the bell sends it", () => {
    const data = JSON.stringify({ taskId: 't-2' });
    expect(pushTapPath({ type: 'task_update', data }, 'manager')).toBe('/tasks?taskId=t-2');
    expect(pushTapPath({ type: 'leave_approval' }, 'admin')).toBe('/admin/attendance');
    expect(pushTapPath({}, 'technician')).toBe('/dashboard');
  });
});
