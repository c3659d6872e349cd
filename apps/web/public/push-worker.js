// Push notifications to a closed app (issue 34, docs/push.md). Loaded into the service worker
// Workbox generates (installable-app.ts, importScripts), so it is plain JavaScript with no
// imports. The server sends { title, body, url, tag } (PushPayload, packages/shared/src/push.ts),
// written in the reader's language; a tap opens `url` in the app.

const ICON = '/pwa-192x192.png';
// Only when a push carries nothing readable: the server always sends a title in the reader's
// language, which this file cannot know.
const FALLBACK_TITLE = 'Facility Management System';

/** The payload, or an empty one when the push carries no JSON. */
function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

const text = (value) => (typeof value === 'string' ? value : '');

/** Only a path of this app is followed: '/work-orders/1', never '//elsewhere' or 'https://…'. */
function safePath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const options = {
    body: text(payload.body),
    data: { url: safePath(payload.url) },
    icon: ICON,
    badge: ICON,
  };
  // A tag replaces the notification of the same thing rather than adding another.
  if (text(payload.tag)) options.tag = payload.tag;
  event.waitUntil(
    self.registration.showNotification(text(payload.title) || FALLBACK_TITLE, options),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = safePath(event.notification.data?.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // A window the worker does not control cannot be navigated; it is focused as it is.
        if (focused && 'navigate' in focused) {
          await focused.navigate(target).catch(() => undefined);
        }
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
