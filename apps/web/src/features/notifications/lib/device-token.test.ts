import { registerDeviceSchema } from '@cmms/shared/notifications';
import { describe, expect, it } from 'vitest';
import { makeDeviceToken } from './device-token';

describe('makeDeviceToken', () => {
  it('joins the time and a random string', () => {
    expect(makeDeviceToken(1_700_000_000_000, 'ab-cd')).toBe(
      `web-${(1_700_000_000_000).toString(36)}-abcd`,
    );
  });

  it('differs between calls and is accepted by the server', () => {
    const first = makeDeviceToken();
    expect(makeDeviceToken()).not.toBe(first);
    expect(registerDeviceSchema.safeParse({ deviceToken: first, platform: 'web' }).success).toBe(
      true,
    );
  });
});
