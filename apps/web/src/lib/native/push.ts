export interface PushHandlers {
  /** The device's push token: new, or renewed by the system. */
  onToken(token: string): void;
  /** The user tapped a notification; its data as the sender put it. */
  onOpen(data: Record<string, unknown>): void;
}

/**
 * Push notifications on Android (@capacitor/push-notifications, Firebase Cloud Messaging): asks
 * for the permission when it has not been answered (Android 13 and later), registers, and
 * reports the token and the taps. Answers the function that stops listening, or nothing when
 * the permission is refused. Needs the app built with a Firebase configuration (docs/mobile.md):
 * without one, registering would crash the app, so callers check that first.
 */
export async function startAndroidPush(handlers: PushHandlers): Promise<(() => void) | null> {
  const { PushNotifications } = await import('@capacitor/push-notifications');
  let permission = await PushNotifications.checkPermissions();
  if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
    permission = await PushNotifications.requestPermissions();
  }
  if (permission.receive !== 'granted') return null;
  const listeners = await Promise.all([
    PushNotifications.addListener('registration', ({ value }) => handlers.onToken(value)),
    PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) =>
      handlers.onOpen((notification.data ?? {}) as Record<string, unknown>),
    ),
  ]);
  await PushNotifications.register();
  return () => {
    for (const listener of listeners) void listener.remove();
  };
}
