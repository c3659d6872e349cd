import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { DESKTOP, expectVisible, openPage, PHONE, setupBrowser } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/session';

const browser = setupBrowser();

type PushSettings = { publicKey: string; kinds: string[] };

/** The Push notifications card of the settings page. */
const pushCard = (page: Page) => page.getByRole('region', { name: 'Push notifications' });

// Issue 34: which notifications reach a closed app is each person's choice, kept on the server
// (every device follows it); push itself is turned on per browser.
describe('push notification settings', () => {
  it('keeps a kind turned off across a reload, and on again', async () => {
    const { page, url, screenshot, errors } = await openPage(browser(), DESKTOP);
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await page.goto(url('/manager/settings'));
    const card = pushCard(page);
    await expectVisible(card);
    await expectVisible(card.getByRole('heading', { name: 'This device' }));
    const siteLeave = card.getByRole('checkbox', { name: 'Leave at my site' });
    await expectVisible(siteLeave);
    // Everything is pushed until the person says otherwise.
    const before = await api<PushSettings>(page, 'GET', '/notifications/push');
    expect(before.kinds).toContain('site_request');
    expect(await siteLeave.isChecked()).toBe(true);
    expect(await siteLeave.getAttribute('aria-describedby')).toBeTruthy();
    await expectVisible(
      card.getByText('A leave application at your site is waiting for a decision.'),
    );
    await screenshot('push-settings');

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/push') && response.request().method() === 'PUT',
    );
    await siteLeave.uncheck();
    expect((await saved).status()).toBe(200);
    expect(await siteLeave.isChecked()).toBe(false);

    await page.reload();
    await expectVisible(siteLeave);
    expect(await siteLeave.isChecked()).toBe(false);
    expect(await card.getByRole('checkbox', { name: 'Assigned to me' }).isChecked()).toBe(true);
    const after = await api<PushSettings>(page, 'GET', '/notifications/push');
    expect(after.kinds).toEqual(before.kinds.filter((kind) => kind !== 'site_request'));

    // On again, as the other journeys expect the demo manager.
    await siteLeave.check();
    await expect
      .poll(async () => (await api<PushSettings>(page, 'GET', '/notifications/push')).kinds)
      .toEqual(before.kinds);
    expect(errors).toEqual([]);
  });

  it('turns push on for a phone browser and off again', async () => {
    const { page, url, screenshot, errors } = await openPage(browser(), PHONE, {
      serviceWorkers: 'allow',
      permissions: ['notifications'],
    });
    // Headless Chromium reaches no push service here (and refuses Push in a private window), so
    // the browser's PushManager is a stand-in that answers as Chrome's does. The page, the
    // permission, the service worker and the server are the real ones.
    await page.addInitScript(() => {
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options) => {
        const endpoint = `http://127.0.0.1:9/push/${Date.now()}`;
        const key = options?.applicationServerKey as Uint8Array;
        current = {
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
          toJSON: () => ({
            endpoint,
            expirationTime: null,
            keys: {
              p256dh:
                'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
              auth: 'tBHItJI5svbpez7KI4CCXg',
            },
          }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
        return current;
      };
    });
    await signIn(page, url, 'manager@example.com', DEMO_PASSWORD, '/manager/dashboard');
    await page.goto(url('/manager/settings'));
    const card = pushCard(page);
    await expectVisible(card);
    // The app's service worker registers as the app loads; the card waits for it.
    await expectVisible(card.getByText('Off: this device receives no push notifications.'), 30_000);

    const subscribed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/push/subscriptions') &&
        response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Turn on for this device' }).click();
    expect((await subscribed).status()).toBe(204);
    await expectVisible(page.getByText('Push notifications are on for this device'));
    await expectVisible(card.getByText('On: this device receives push notifications.'));
    await screenshot('push-settings-on');

    // What the server pushes, delivered to the app's service worker as a push service would
    // (DevTools' ServiceWorker.deliverPushMessage): shown with its title, text and tag, and
    // only a path of this app kept for the tap; a push that is not JSON still shows.
    const devtools = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; isDeleted: boolean }[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await devtools.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((one) => !one.isDeleted)).toBe(true);
    const registrationId = registrations.find((one) => !one.isDeleted)?.registrationId ?? '';
    const pushes = [
      { title: 'Work order escalated', body: 'WO-7 is overdue', url: '/manager/tasks', tag: 'n-7' },
      {
        title: 'Leave request',
        body: 'Ravi asks for leave',
        url: '//elsewhere.example/',
        tag: 'n-8',
      },
    ];
    for (const data of [...pushes.map((push) => JSON.stringify(push)), 'not json']) {
      await devtools.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(url('/')).origin,
        registrationId,
        data,
      });
    }
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notifications = await registration.getNotifications();
        return notifications
          .map(({ title, body, tag, data }) => ({ title, body, tag, url: data?.url }))
          .sort((a, b) => a.title.localeCompare(b.title));
      });
    await expect.poll(shown).toEqual([
      { title: 'Facility Management System', body: '', tag: '', url: '/' },
      { title: 'Leave request', body: 'Ravi asks for leave', tag: 'n-8', url: '/' },
      { title: 'Work order escalated', body: 'WO-7 is overdue', tag: 'n-7', url: '/manager/tasks' },
    ]);

    const removed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/notifications/push/subscriptions') &&
        response.request().method() === 'DELETE',
    );
    await card.getByRole('button', { name: 'Turn off for this device' }).click();
    expect((await removed).status()).toBe(204);
    await expectVisible(card.getByText('Off: this device receives no push notifications.'));
    await expectVisible(card.getByRole('button', { name: 'Turn on for this device' }));
    expect(errors).toEqual([]);
  });
});
