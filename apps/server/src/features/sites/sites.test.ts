import type { Site } from '@cmms/shared/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '../../test/scenario';

// A 1×1 PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const s = await scenario({
  sites: {
    north: { name: 'North Plant', mapLocation: '12.97,77.59' },
    south: { name: 'South Depot', address: '5 Dock Road' },
  },
  cast: [
    ['admin', 'admin', []],
    ['manager', 'manager', ['north']],
    ['technician', 'technician', ['north']],
    ['client', 'client', ['north']],
    ['loner', 'supervisor', []],
  ],
  nameOf: (key) => `${key} person`,
});
afterAll(() => s.close());
const { call } = s;
const { north, south } = s.sites;

describe('GET /api/sites', () => {
  it('needs a token', async () => {
    expect((await s.app.inject('/api/sites')).statusCode).toBe(401);
  });

  it('shows admins every site and others only their assigned sites', async () => {
    const all = await call('admin', 'GET', '/api/sites');
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().map((site: Site) => site.name)).toEqual(['North Plant', 'South Depot']);
    for (const who of ['manager', 'technician', 'client'] as const) {
      const mine = await call(who, 'GET', '/api/sites');
      expect(
        mine.json().map((site: Site) => site.name),
        who,
      ).toEqual(['North Plant']);
    }
    const none = await call('loner', 'GET', '/api/sites');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('searches name, location and address, and pages', async () => {
    const res = await call('admin', 'GET', '/api/sites?search=dock');
    expect(res.json().map((site: Site) => site.name)).toEqual(['South Depot']);
    const page = await call('admin', 'GET', '/api/sites?limit=1&offset=1');
    expect(page.json().map((site: Site) => site.name)).toEqual(['South Depot']);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('parses "lat,lng" into coordinates', async () => {
    const res = await call('admin', 'GET', `/api/sites/${north.id}`);
    expect(res.json()).toMatchObject({
      latitude: 12.97,
      longitude: 77.59,
      mapLocation: '12.97,77.59',
    });
  });
});

describe('GET /api/sites/:id', () => {
  it('answers 404 for a site outside the caller’s sites, as for one that does not exist', async () => {
    const other = await call('manager', 'GET', `/api/sites/${south.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Site not found');
    const missing = await call('admin', 'GET', '/api/sites/7f0c1d2e-3b4a-4c5d-8e6f-1a2b3c4d5e6f');
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/sites', () => {
  it('creates a trimmed site with a picture, and writes the activity entry', async () => {
    const res = await call('admin', 'POST', '/api/sites', {
      name: '  East Campus ',
      location: ' Pune ',
      imageUrl: PNG,
      mapLocation: '18.52, 73.85',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'East Campus',
      location: 'Pune',
      imageUrl: PNG,
      latitude: 18.52,
    });
    const log = await call('admin', 'GET', '/api/activity/logs?type=site');
    expect(log.json()[0]).toMatchObject({
      action: 'site_created',
      description: 'Site "East Campus" created',
    });
  });

  it('assigns a manager to the site they create, so they can see it', async () => {
    const res = await call('manager', 'POST', '/api/sites', { name: 'Manager Made' });
    expect(res.statusCode).toBe(201);
    expect((await call('manager', 'GET', `/api/sites/${res.json().id}`)).statusCode).toBe(200);
  });

  it('is refused to roles without update_sites', async () => {
    for (const who of ['technician', 'client'] as const) {
      const res = await call(who, 'POST', '/api/sites', { name: 'Nope' });
      expect(res.statusCode, who).toBe(403);
    }
  });

  it('requires a name and accepts only image data URLs within the limit', async () => {
    const noName = await call('admin', 'POST', '/api/sites', { name: '   ' });
    expect(noName.json().errors).toEqual({ name: 'Site name is required' });
    const notImage = await call('admin', 'POST', '/api/sites', {
      name: 'X',
      imageUrl: 'https://example.com/a.png',
    });
    expect(notImage.json().errors.imageUrl).toBe(
      'Site image must be a PNG, JPEG, GIF or WebP picture',
    );
    const big = `data:image/png;base64,${'A'.repeat(1_500_000)}`;
    const tooBig = await call('admin', 'POST', '/api/sites', { name: 'X', imageUrl: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.imageUrl).toBe(
      'Site image is too large (at most 1 MB). Please choose a smaller picture.',
    );
    const huge = await call('admin', 'POST', '/api/sites', { name: 'X', imageUrl: `${big}${big}` });
    expect(huge.statusCode).toBe(413);
  });

  it('bounds every text, naming the field and its limit', async () => {
    const long = await call('admin', 'POST', '/api/sites', {
      name: 'N'.repeat(201),
      location: 'L'.repeat(501),
      clientPOC: 'C'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      name: 'Site name must be at most 200 characters',
      location: 'Location must be at most 500 characters',
      clientPOC: 'Client POC must be at most 200 characters',
    });
    const search = await call('admin', 'GET', `/api/sites?search=${'s'.repeat(101)}`);
    expect(search.json().errors).toEqual({ search: 'Search must be at most 100 characters' });
  });
});

describe('PUT /api/sites/:id', () => {
  it('updates a visible site; another site answers 404 and stays as it was', async () => {
    const ok = await call('manager', 'PUT', `/api/sites/${north.id}`, {
      name: 'North Plant',
      siteManager: 'Ana',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().siteManager).toBe('Ana');
    const other = await call('manager', 'PUT', `/api/sites/${south.id}`, { name: 'Hijacked' });
    expect(other.statusCode).toBe(404);
    expect((await call('admin', 'GET', `/api/sites/${south.id}`)).json().name).toBe('South Depot');
    expect(
      (await call('technician', 'PUT', `/api/sites/${north.id}`, { name: 'T' })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/sites/:id', () => {
  it('answers 409 naming what blocks it while users are assigned, and deletes nothing', async () => {
    const res = await call('admin', 'DELETE', `/api/sites/${north.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Site "North Plant" still has 3 assigned users. Move or remove them first.',
    );
    expect((await call('admin', 'GET', `/api/sites/${north.id}`)).statusCode).toBe(200);
  });

  it('deletes an empty site for a role with delete_sites; others are refused', async () => {
    expect((await call('manager', 'DELETE', `/api/sites/${south.id}`)).statusCode).toBe(403);
    const res = await call('admin', 'DELETE', `/api/sites/${south.id}`);
    expect(res.statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/sites/${south.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/sites/:id/staff', () => {
  it('lists the site’s staff, without admins or the client, for roles that may see users', async () => {
    // Issue 30: the client saw herself under Site Staff.
    const res = await call('client', 'GET', `/api/sites/${north.id}/staff`);
    expect(res.statusCode).toBe(200);
    const roles = res
      .json()
      .map((member: { role: string }) => member.role)
      .sort();
    expect(roles).toEqual(['manager', 'technician']);
    const asManager = await call('manager', 'GET', `/api/sites/${north.id}/staff`);
    expect(asManager.json().map((member: { name: string }) => member.name)).not.toContain(
      'client person',
    );
    expect(res.json()[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), name: expect.any(String), mobile: null }),
    );
    expect((await call('technician', 'GET', `/api/sites/${north.id}/staff`)).statusCode).toBe(403);
  });
});

describe('emergency numbers of a site (issue 30, docs/sites.md)', () => {
  const numbers = [
    { label: ' Emergency services ', number: ' 112 ' },
    { label: 'Site security', number: '+91 (22) 5550-0199' },
  ];
  let site: Site;

  beforeAll(async () => {
    const res = await call('admin', 'POST', '/api/sites', {
      name: 'West Wing',
      emergencyContacts: numbers,
    });
    expect(res.statusCode).toBe(201);
    site = res.json();
    // Its people read them through the site, as Help does.
    await call('admin', 'POST', `/api/users/${await idOf('technician person')}/assign-sites`, {
      siteIds: [north.id, site.id],
    });
  });

  async function idOf(name: string) {
    const users = (
      await call('admin', 'GET', `/api/users?search=${encodeURIComponent(name)}`)
    ).json();
    return users[0].id as string;
  }

  it('are kept trimmed and shown to everyone at the site; a site without any shows none', async () => {
    const res = await call('technician', 'GET', `/api/sites/${site.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().emergencyContacts).toEqual([
      { label: 'Emergency services', number: '112' },
      { label: 'Site security', number: '+91 (22) 5550-0199' },
    ]);
    expect(
      (await call('technician', 'GET', `/api/sites/${north.id}`)).json().emergencyContacts,
    ).toEqual([]);
  });

  it('stay when a body without them (the spec’s site form) edits the site', async () => {
    const res = await call('manager', 'POST', '/api/sites', { name: 'Kept Numbers' });
    expect(res.json().emergencyContacts).toEqual([]);
    const edited = await call('admin', 'PUT', `/api/sites/${site.id}`, {
      name: 'West Wing',
      siteManager: 'Ana',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().emergencyContacts).toHaveLength(2);
  });

  it('are changed by administrators only; sending them back unchanged is fine', async () => {
    const current = (await call('admin', 'GET', `/api/sites/${north.id}`)).json();
    const refused = await call('manager', 'PUT', `/api/sites/${north.id}`, {
      name: current.name,
      emergencyContacts: [{ label: 'Fire', number: '101' }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only an administrator can change a site's emergency numbers.",
    );
    const created = await call('manager', 'POST', '/api/sites', {
      name: 'Manager Numbers',
      emergencyContacts: [{ label: 'Fire', number: '101' }],
    });
    expect(created.statusCode).toBe(403);
    expect((await call('admin', 'GET', '/api/sites?search=Manager%20Numbers')).json()).toEqual([]);
    const unchanged = await call('manager', 'PUT', `/api/sites/${north.id}`, {
      name: current.name,
      emergencyContacts: [],
    });
    expect(unchanged.statusCode).toBe(200);

    const cleared = await call('admin', 'PUT', `/api/sites/${site.id}`, {
      name: 'West Wing',
      emergencyContacts: null,
    });
    expect(cleared.json().emergencyContacts).toEqual([]);
    const restored = await call('admin', 'PUT', `/api/sites/${site.id}`, {
      name: 'West Wing',
      emergencyContacts: numbers,
    });
    expect(restored.json().emergencyContacts).toHaveLength(2);
  });

  it('refuses more than six, a long name, and a number that is not one', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ label: `Line ${i}`, number: `10${i}` }));
    const tooMany = await call('admin', 'PUT', `/api/sites/${site.id}`, {
      name: 'West Wing',
      emergencyContacts: seven,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({
      emergencyContacts: 'A site keeps at most 6 emergency numbers',
    });
    const bad = await call('admin', 'PUT', `/api/sites/${site.id}`, {
      name: 'West Wing',
      emergencyContacts: [
        { label: 'L'.repeat(61), number: 'call 911' },
        { label: ' ', number: '9'.repeat(31) },
        { label: 'Dashes only', number: '--' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'emergencyContacts.0.label': 'The name must be at most 60 characters',
      'emergencyContacts.0.number': 'Use digits, spaces, +, - and parentheses only',
      'emergencyContacts.1.label': 'Name the number (for example: Fire brigade)',
      'emergencyContacts.1.number': 'The number must be at most 30 characters',
      'emergencyContacts.2.number': 'Use digits, spaces, +, - and parentheses only',
    });
    const kept = (await call('admin', 'GET', `/api/sites/${site.id}`)).json();
    expect(kept.emergencyContacts).toHaveLength(2);
  });
});
