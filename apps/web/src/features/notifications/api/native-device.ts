import { apiRequest } from '../../../lib/api-client';

/**
 * requirements/notifications.md#records: the Android app registers its push token as a device with platform 'android'
 * (the server updates an existing registration of the same token).
 */
export function registerAndroidDevice(deviceToken: string): Promise<unknown> {
  return apiRequest('POST', '/notifications/register-device', {
    body: { deviceToken, platform: 'android' },
  });
}
