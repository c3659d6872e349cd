import { notificationPath } from '@cmms/shared/notification-path';

/**
 * Where a tapped push notification leads. requirements/notifications.md#limits, mobile notification actions:
 * task_assigned goes to tasks (the work order, when the push names it), asset_created to assets;
 * any other type goes where the bell would take a notification of that type.
 */
export function pushTapPath(data: Record<string, unknown>, role: string): string {
  const type = typeof data.type === 'string' ? data.type : '';
  const details = typeof data.data === 'string' ? data.data : JSON.stringify(data);
  if (type === 'task_assigned') return notificationPath('task_assignment', role, details);
  // The root assets list is open to every role (requirements/product.md#screens).
  if (type === 'asset_created') return '/assets';
  return notificationPath(type, role, details);
}
