import type { WorkRequest } from '@cmms/shared/requests';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { storageKeys } from '../../../lib/storage-keys';
import { memoryStorageEachTest } from '../../../lib/test-storage';
import type { Decision } from '../lib/decisions';
import {
  decisionOptions,
  newCountQuery,
  openWorkOrdersQuery,
  REQUESTS_PAGE_SIZE,
  requestKeys,
  requestListQuery,
} from './requests';

const storage = memoryStorageEachTest();
afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers each call from the script, with its headers, and logs 'METHOD url'. */
function answering(...answers: { status?: number; body: unknown; total?: number }[]) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${input}`);
    bodies.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${input}`);
    const headers = next.total === undefined ? undefined : { 'X-Total-Count': String(next.total) };
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers });
  });
  return { calls, bodies };
}

const request = (id: string, status: WorkRequest['status'] = 'new'): WorkRequest => ({
  id,
  number: 'RQ-000012',
  status,
  siteId: 's1',
  siteName: 'Riverside',
  asset: null,
  location: '',
  description: 'Leak',
  urgency: 'normal',
  requester: { name: '', email: '', phone: '' },
  photo: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  task: null,
});

describe('requestListQuery', () => {
  it('asks GET /requests for the tab, search, site and page, and reads the total', async () => {
    storage.stored.set(storageKeys.token, 'a-token');
    const { calls } = answering({ body: [request('r1')], total: 41 });
    const page = await new QueryClient().fetchQuery(
      requestListQuery('me', { status: 'new', search: ' leak ', siteId: 's1' }, 20),
    );
    expect(page).toEqual({ items: [request('r1')], total: 41 });
    expect(calls).toEqual([
      `GET /api/requests?status=new&search=leak&siteId=s1&limit=${REQUESTS_PAGE_SIZE}&offset=20`,
    ]);
  });

  it("keys every read under the 'requests' root, which a live request change makes stale", () => {
    const filters = { status: 'all', search: '', siteId: null } as const;
    expect(requestListQuery('me', filters, 0).queryKey[0]).toBe('requests');
    expect(newCountQuery('me', null).queryKey[0]).toBe('requests');
    expect(openWorkOrdersQuery('me', 's1', '').queryKey[0]).toBe('requests');
    expect(requestKeys.all).toEqual(['requests']);
  });
});

describe('newCountQuery', () => {
  it("reads GET /requests/counts over all of the caller's sites", async () => {
    const { calls } = answering({ body: { new: 4 } });
    expect(await new QueryClient().fetchQuery(newCountQuery('me', null))).toBe(4);
    expect(calls).toEqual(['GET /api/requests/counts']);
  });

  it("counts one site's new requests as its list does", async () => {
    const { calls } = answering({ body: [request('r1')], total: 2 });
    expect(await new QueryClient().fetchQuery(newCountQuery('me', 's1'))).toBe(2);
    expect(calls).toEqual(['GET /api/requests?status=new&siteId=s1&limit=1&offset=0']);
  });
});

describe('openWorkOrdersQuery', () => {
  it("lists the site's open work orders, narrowed by a search", async () => {
    const { calls } = answering({ body: [], total: 0 });
    await new QueryClient().fetchQuery(openWorkOrdersQuery('me', 's1', 'pump'));
    expect(calls).toEqual([
      'GET /api/tasks?filter=pending&siteId=s1&search=pump&limit=50&offset=0',
    ]);
  });
});

describe('decisionOptions', () => {
  function setUp() {
    const queryClient = new QueryClient();
    for (const root of ['requests', 'dashboard', 'work-orders', 'sites']) {
      queryClient.setQueryData([root, 'me'], 'cached');
    }
    const stale = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.isStale())
        .map((query) => query.queryKey[0]);
    return { queryClient, stale };
  }

  it('posts each decision to its own call', async () => {
    const { calls, bodies } = answering(
      { body: request('r1', 'accepted') },
      { body: request('r2', 'merged') },
      { body: request('r3', 'rejected') },
    );
    const { queryClient } = setUp();
    const observer = new MutationObserver(queryClient, decisionOptions(queryClient));
    const decisions: Decision[] = [
      {
        kind: 'accept',
        id: 'r1',
        body: { assignedToId: 'u1', dueDate: '2026-12-01', priority: 'high' },
      },
      { kind: 'merge', id: 'r2', body: { taskId: 't1' } },
      { kind: 'reject', id: 'r3', body: { reason: 'Not ours' } },
    ];
    for (const decision of decisions) await observer.mutate(decision);
    expect(calls).toEqual([
      'POST /api/requests/r1/accept',
      'POST /api/requests/r2/merge',
      'POST /api/requests/r3/reject',
    ]);
    expect(bodies).toEqual(decisions.map((decision) => decision.body));
  });

  it('refreshes the requests, the dashboards and the work orders after a decision', async () => {
    const { queryClient, stale } = setUp();
    const observer = new MutationObserver(
      queryClient,
      decisionOptions(queryClient, async () => request('r1', 'accepted')),
    );
    await observer.mutate({ kind: 'reject', id: 'r1', body: { reason: 'x' } });
    expect(stale().sort()).toEqual(['dashboard', 'requests', 'work-orders']);
  });

  it('reads the requests again when someone decided first (409), and nothing else', async () => {
    const { queryClient, stale } = setUp();
    const observer = new MutationObserver(
      queryClient,
      decisionOptions(queryClient, async () => {
        throw new ApiError(409, 'CONFLICT', 'This request was already decided');
      }),
    );
    await expect(
      observer.mutate({ kind: 'merge', id: 'r1', body: { taskId: 't1' } }),
    ).rejects.toThrow('This request was already decided');
    expect(stale()).toEqual(['requests']);
  });

  it('leaves the lists alone when the refusal is about the form', async () => {
    const { queryClient, stale } = setUp();
    const observer = new MutationObserver(
      queryClient,
      decisionOptions(queryClient, async () => {
        throw new ApiError(400, 'VALIDATION_ERROR', 'Reason is required');
      }),
    );
    await observer.mutate({ kind: 'reject', id: 'r1', body: { reason: '' } }).catch(() => null);
    expect(stale()).toEqual([]);
  });
});
