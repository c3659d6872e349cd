/**
 * requirements/notifications.md#records: the web device token is made from the time plus a random string. The random part
 * comes from the platform's cryptographic generator, so two browsers never collide.
 */
export function makeDeviceToken(now: number = Date.now(), random: string = crypto.randomUUID()) {
  return `web-${now.toString(36)}-${random.replace(/-/g, '')}`;
}
