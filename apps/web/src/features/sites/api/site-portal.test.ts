import type { SitePortal } from '@cmms/shared/requests';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { downloadPoster, savePortalOptions, sitePortalKey } from './site-portal';

const KEY = sitePortalKey('me', 's1');
const SAVED: SitePortal = { enabled: true, required: ['location'], path: '/r/abc' };

function setUp(send: (body: unknown) => Promise<SitePortal>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, SAVED);
  const observer = new MutationObserver(queryClient, savePortalOptions(queryClient, KEY, send));
  const shown = () => queryClient.getQueryData<SitePortal>(KEY);
  return { observer, shown };
}

afterEach(() => vi.unstubAllGlobals());

describe('savePortalOptions', () => {
  it('shows the change at once, then what the server answered', async () => {
    let answer: (portal: SitePortal) => void = () => undefined;
    const { observer, shown } = setUp(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const saving = observer.mutate({ enabled: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual({ ...SAVED, enabled: false });
    answer({ ...SAVED, enabled: false, required: [] });
    await saving;
    expect(shown()).toEqual({ enabled: false, required: [], path: '/r/abc' });
  });

  it('puts the settings back when the server refuses', async () => {
    const { observer, shown } = setUp(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Administrators only');
    });
    await observer.mutate({ required: ['location', 'phone'] }).catch(() => undefined);
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
