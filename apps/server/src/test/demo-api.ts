import { expect } from 'vitest';

/** Calls to a server process that holds the demo organisation, as its admin. */
export async function demoAdmin(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo@2026' }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // A place the demo data already uses: its site, asset and assignee fit together.
  const tasks = (await (await fetch(`${base}/api/tasks?limit=100`, { headers })).json()) as {
    siteId: string;
    assetId: string | null;
    assignedToId: string;
  }[];
  const found = tasks.find((task) => task.assetId);
  if (!found) throw new Error('the demo data has no work order with an asset');
  const place = { siteId: found.siteId, assetId: found.assetId, assignedToId: found.assignedToId };

  return {
    headers,
    place,
    async createWorkOrder(title: string, description = 'Written by a test') {
      const res = await fetch(`${base}/api/tasks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title, description, dueDate: '2030-01-15', ...place }),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as { id: string; workOrderNumber: string };
    },
  };
}
