import type { SitePortal } from '@cmms/shared/requests';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { instantSaveOptions, startChange } from '../../../lib/instant-save';
import { downloadPoster, type PortalChange, portalSaving, sitePortalKey } from './site-portal';

const KEY = sitePortalKey('me', 's1');
const SAVED: SitePortal = {
  enabled: true,
  required: ['location'],
  path: '/r/abc',
  untriagedHours: null,
};

function setUp(send: (body: unknown) => Promise<SitePortal>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, SAVED);
  const saving = portalSaving(KEY, send);
  const observer = new MutationObserver(queryClient, instantSaveOptions(queryClient, saving));
  const save = (change: PortalChange) => observer.mutate(startChange(queryClient, saving, change));
  const shown = () => queryClient.getQueryData<SitePortal>(KEY);
  return { save, shown };
}

afterEach(() => vi.unstubAllGlobals());

describe('portalSaving', () => {
  it('shows the change at once, then what the server answered', async () => {
    let answer: (portal: SitePortal) => void = () => undefined;
    const { save, shown } = setUp(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const saving = save({ enabled: false });
    // In the click's own turn: no tick for the browser to show the old state in.
    expect(shown()).toEqual({ ...SAVED, enabled: false });
    // The call goes out after the mutation's own awaits.
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer({ ...SAVED, enabled: false, required: [], untriagedHours: 4 });
    await saving;
    expect(shown()).toEqual({ enabled: false, required: [], path: '/r/abc', untriagedHours: 4 });
  });

  it('puts the settings back when the server refuses', async () => {
    const { save, shown } = setUp(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Administrators only');
    });
    await save({ required: ['location', 'phone'] }).catch(() => undefined);
    expect(shown()).toEqual(SAVED);
  });
});

describe('downloadPoster', () => {
  it("asks for the site's poster with the stored token's call, and names it if the server does not", async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      calls.push(input);
      return new Response('%PDF-1.7', {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    });
    const clicked: string[] = [];
    vi.stubGlobal('document', {
      createElement: () => ({
        set download(name: string) {
          clicked.push(name);
        },
        click: () => undefined,
        remove: () => undefined,
      }),
      body: { append: () => undefined },
    });
    expect(await downloadPoster('s1', 'request-poster-harbor.pdf')).toEqual({
      name: 'request-poster-harbor.pdf',
      size: 8,
    });
    expect(calls).toEqual(['/api/sites/s1/portal/poster']);
    expect(clicked).toEqual(['request-poster-harbor.pdf']);
  });
});
