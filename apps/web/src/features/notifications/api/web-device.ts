import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { readStorage, writeStorage } from '../../../lib/storage-keys';
import { makeDeviceToken } from '../lib/device-token';

/** This browser's device token, made once and reused, so the server keeps one row for it. */
const WEB_DEVICE_TOKEN_KEY = 'webDeviceToken';

function deviceToken(): string {
  const stored = readStorage(WEB_DEVICE_TOKEN_KEY);
  if (stored) return stored;
  const token = makeDeviceToken();
  writeStorage(WEB_DEVICE_TOKEN_KEY, token);
  return token;
}

/**
 * requirements/notifications.md#states: with permission granted, this browser is registered as a web device. Once per
 * user and page load (the server updates an existing registration).
 */
export function useWebDeviceRegistration(userId: string, granted: boolean) {
  useQuery({
    queryKey: ['notifications', userId, 'web-device'],
    queryFn: () =>
      apiRequest('POST', '/notifications/register-device', {
        body: { deviceToken: deviceToken(), platform: 'web' },
      }).then(() => true),
    enabled: granted,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
