import type { Notification } from '@cmms/shared/notifications';
import type { PortalReceipt } from '@cmms/shared/requests';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import { scenario } from '../../test/scenario';
import { startMailbox } from '../../test/smtp-mailbox';
import { workRequests } from './requests.table';

// The request portal's open door (issue 35): the form without an account, its refusals, and
// its limits per address and per site, on PGlite and PostgreSQL.
const mailbox = await startMailbox();
const s = await scenario({
  config: { smtpUrl: mailbox.url, publicUrl: 'https://fms.example.com' },
  sites: { north: 'North Plant', south: 'South Depot', busy: 'Busy Mall', closed: 'Closed Yard' },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['supervisor', 'supervisor', ['north']],
    ['southManager', 'manager', ['south']],
  ],
});
afterAll(async () => {
  await s.close();
  await mailbox.close();
});
const { call, sites } = s;
const pump = await s.newAsset('admin', {
  name: 'Pump 3',
  siteId: sites.north.id,
  location: 'Basement B2',
});

/** A site's portal, switched on (or off) by an administrator; answers its token. */
async function portalOf(siteId: string, enabled = true, required: string[] = []) {
  const res = await call('admin', 'PUT', `/api/sites/${siteId}/portal`, { enabled, required });
  expect(res.statusCode).toBe(200);
  return (res.json().path as string).replace('/r/', '');
}
const northToken = await portalOf(sites.north.id);
const links = await call('admin', 'GET', `/api/assets/portal-links?ids=${pump.id}`);
const pumpToken = new URL(links.json()[0].path, 'https://x').searchParams.get('r') ?? '';

let address = 0;
/** Each call from its own address unless one is given: the per-address limit stays out of the way. */
const anonymous = (
  method: 'GET' | 'POST',
  url: string,
  options: {
    body?: object;
    headers?: Record<string, string>;
    payload?: Buffer;
    from?: string;
  } = {},
) =>
  s.app.inject({
    method,
    url,
    remoteAddress: options.from ?? `10.0.${Math.floor(++address / 250)}.${address % 250}`,
    ...(options.payload
      ? { payload: options.payload, headers: options.headers ?? {} }
      : options.body
        ? { payload: options.body }
        : {}),
  });
const send = (token: string, body: object, from?: string) =>
  anonymous('POST', `/api/portal/sites/${token}/requests`, { body, ...(from ? { from } : {}) });

const requestCount = async (siteId: string) =>
  (
    await s.db.select({ value: count() }).from(workRequests).where(eq(workRequests.siteId, siteId))
  )[0]?.value ?? 0;

const png = await sharp({
  create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
})
  .png()
  .toBuffer();

describe('the form', () => {
  it('opens by the site’s link only while its portal is on; a wrong link is a plain 404', async () => {
    const form = await anonymous('GET', `/api/portal/sites/${northToken}`);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({
      site: { name: 'North Plant' },
      asset: null,
      locations: ['Basement B2'],
      required: [],
    });
    const closedToken = await portalOf(sites.closed.id, false);
    const closed = await anonymous('GET', `/api/portal/sites/${closedToken}`);
    const wrong = await anonymous('GET', `/api/portal/sites/${'x'.repeat(64)}`);
    // Off and unknown read alike: nothing tells whether a site exists.
    expect(closed.statusCode).toBe(404);
    expect(wrong.statusCode).toBe(404);
    expect(closed.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(
      'This link is not valid. Ask for a new one, or scan the label again.',
    );
  });

  it('opens by an asset’s label with the asset and its place', async () => {
    const form = await anonymous('GET', `/api/portal/assets/${pumpToken}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().asset).toEqual({
      name: 'Pump 3',
      assetNumber: pump.assetNumber,
      location: 'Basement B2',
    });
  });
});

describe('sending', () => {
  it('takes a request without an account, tells the site’s leads, and mails the requester the link', async () => {
    const before = mailbox.mails.length;
    const res = await send(northToken, {
      description: 'Water leaking under the sink\nSecond floor toilets',
      location: 'Floor 2',
      urgency: 'urgent',
      name: 'Maria Lopez',
      email: 'maria@example.org',
      phone: '+34 600 000 000',
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json() as PortalReceipt;
    expect(receipt.number).toMatch(/^RQ-\d{6}$/);
    expect(receipt.statusToken.length).toBeGreaterThanOrEqual(32);
    expect(receipt.statusPath).toBe(`/r/status/${receipt.statusToken}`);
    for (const who of ['manager', 'supervisor'] as const) {
      const bell = (await call(who, 'GET', '/api/notifications')).json() as Notification[];
      expect(bell.map((notification) => notification.body)).toContain(
        `${receipt.number} at North Plant: Water leaking under the sink`,
      );
    }
    const other = (
      await call('southManager', 'GET', '/api/notifications')
    ).json() as Notification[];
    expect(other.some((notification) => notification.type === 'work_request')).toBe(false);
    const mail = await mailbox.parsed(await mailbox.waitFor('maria@example.org', before));
    expect(mail.text).toContain(`https://fms.example.com/r/status/${receipt.statusToken}`);
    expect(mail.text).toContain('Keep this link');
  });

  it('takes a photo, checked against its bytes', async () => {
    const form = multipartBody(
      { field: 'photo', name: 'tile.png', bytes: png, type: 'image/png' },
      { description: 'Broken tile', urgency: 'low' },
    );
    const res = await anonymous('POST', `/api/portal/assets/${pumpToken}/requests`, form);
    expect(res.json()).toMatchObject({ number: expect.stringMatching(/^RQ-/) });
    expect(res.statusCode).toBe(201);
    const fake = multipartBody(
      {
        field: 'photo',
        name: 'tile.png',
        bytes: Buffer.from('<html>hi</html>'),
        type: 'image/png',
      },
      { description: 'Not a photo' },
    );
    const refused = await anonymous('POST', `/api/portal/assets/${pumpToken}/requests`, fake);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });

  it('refuses what is missing, too long or malformed, under each field', async () => {
    const empty = await send(northToken, { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.description).toBe('Please say what is wrong');
    const long = await send(northToken, { description: 'x'.repeat(2001) });
    expect(long.json().errors.description).toBe('Please keep it to 2,000 characters');
    const bad = await send(northToken, {
      description: 'Leak',
      email: 'not-an-email',
      phone: 'call me',
      urgency: 'tomorrow',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'phone', 'urgency']);
  });

  it('asks for what the site requires', async () => {
    const token = await portalOf(sites.south.id, true, ['name', 'photo']);
    const res = await send(token, { description: 'Door stuck' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'This site needs this to send a request',
      photo: 'This site needs this to send a request',
    });
    expect(await requestCount(sites.south.id)).toBe(0);
  });

  it('answers a robot that filled the hidden field like anyone, and keeps nothing', async () => {
    const before = await requestCount(sites.north.id);
    const res = await send(northToken, { description: 'Buy cheap pills', website: 'http://spam' });
    expect(res.statusCode).toBe(201);
    expect(res.json().number).toMatch(/^RQ-/);
    expect(await requestCount(sites.north.id)).toBe(before);
  });

  it('keeps markup as text: no HTML from a request reaches a mail', async () => {
    const before = mailbox.mails.length;
    const res = await send(northToken, {
      description: '<script>alert(1)</script><b>bold</b>',
      email: 'tester@example.org',
    });
    expect(res.statusCode).toBe(201);
    const mail = await mailbox.parsed(await mailbox.waitFor('tester@example.org', before));
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>bold');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});

describe('limits', () => {
  // Both floods come 50 at a time, as a crowd or a script would: the limits hold under sends that
  // meet (on PostgreSQL, over the pool's connections), not only one after another.
  it('takes 10 sends from one address in 10 minutes, of 1,000, and refuses the rest with Retry-After', async () => {
    const token = await portalOf(sites.busy.id);
    const statuses: number[] = [];
    let retryAfter = '';
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          send(token, { description: `Flood ${round}-${n}` }, '192.0.2.7'),
        ),
      );
      for (const res of answers) {
        statuses.push(res.statusCode);
        if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(990);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await requestCount(sites.busy.id)).toBe(10);
  }, 120_000);

  it('stops a site at 200 in an hour from 50 addresses, and tells its administrators once', async () => {
    const token = await portalOf(sites.busy.id);
    const statuses: number[] = [];
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, from) =>
          send(token, { description: `Crowd ${round}-${from}` }, `198.51.100.${from}`),
        ),
      );
      statuses.push(...answers.map((res) => res.statusCode));
    }
    // 10 of the first test's flood, then 190 more: the hour's 200.
    expect(await requestCount(sites.busy.id)).toBe(200);
    expect(statuses.filter((status) => status === 201)).toHaveLength(190);
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true);
    const bell = (
      await call('admin', 'GET', '/api/notifications?limit=100')
    ).json() as Notification[];
    expect(bell.filter((notification) => notification.type === 'portal_paused')).toHaveLength(1);
  }, 180_000);

  it('stops an address that guesses links', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const res = await anonymous('GET', `/api/portal/status/${n}${'y'.repeat(40)}`, {
        from: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 404).length).toBeLessThan(31);
    expect(statuses.at(-1)).toBe(429);
    // Even the right link waits now, from that address.
    const form = await anonymous('GET', `/api/portal/sites/${northToken}`, { from: '203.0.113.9' });
    expect(form.statusCode).toBe(429);
  });
});

describe('the link', () => {
  it('stops working when rotated', async () => {
    const token = await portalOf(sites.south.id, true, []);
    const rotated = await call('admin', 'POST', `/api/sites/${sites.south.id}/portal/rotate`);
    expect(rotated.statusCode).toBe(200);
    const fresh = (rotated.json().path as string).replace('/r/', '');
    expect(fresh).not.toBe(token);
    expect((await anonymous('GET', `/api/portal/sites/${token}`)).statusCode).toBe(404);
    expect((await anonymous('GET', `/api/portal/sites/${fresh}`)).statusCode).toBe(200);
  });
});
