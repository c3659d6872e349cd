/**
 * The request portal's addresses (issue 35, `portalPaths` in @cmms/shared/requests): a site's
 * request page `/r/<siteToken>`, an asset's printed label `/qr/assets/<assetId>?r=<assetToken>`
 * and a request's private status page `/r/status/<statusToken>`. Kept apart from the pages: the
 * web app's start (main.tsx) reads it to decide what to load, and must stay small.
 */
export type PortalAddress =
  | { kind: 'site'; token: string }
  | { kind: 'asset'; assetId: string; token: string }
  | { kind: 'status'; token: string };

const decoded = (part: string | undefined): string | null => {
  if (!part) return null;
  try {
    const value = decodeURIComponent(part).trim();
    return value === '' ? null : value;
  } catch {
    return null;
  }
};

/** The asset label's path without its query: `/qr/assets/<id>`, a trailing slash allowed. */
const ASSET_LABEL = /^\/qr\/assets\/([^/]+)\/?$/;

/** The label token of an asset label's address (`?r=`), or null. */
const labelToken = (search: string): string | null => {
  const token = new URLSearchParams(search).get('r')?.trim();
  return token ? token : null;
};

/**
 * Whether the web app's start loads the portal instead of the app: `/r/...` always, an asset's
 * label only for a browser without a session (signed in, it opens the asset's page as before).
 */
export function opensPortal(
  location: { pathname: string; search: string },
  signedIn: boolean,
): boolean {
  if (location.pathname === '/r' || location.pathname.startsWith('/r/')) return true;
  return !signedIn && ASSET_LABEL.test(location.pathname) && labelToken(location.search) !== null;
}

/**
 * The portal page an address names, or null for one it does not know (`/r/`, `/r/a/b`): the
 * page then says the link is not valid.
 */
export function portalAddressOf(location: {
  pathname: string;
  search: string;
}): PortalAddress | null {
  const { pathname, search } = location;
  const asset = ASSET_LABEL.exec(pathname);
  if (asset) {
    const assetId = decoded(asset[1]);
    const token = labelToken(search);
    return assetId && token ? { kind: 'asset', assetId, token } : null;
  }
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts[0] !== 'r') return null;
  if (parts.length === 3 && parts[1] === 'status') {
    const token = decoded(parts[2]);
    return token ? { kind: 'status', token } : null;
  }
  if (parts.length === 2 && parts[1] !== 'status') {
    const token = decoded(parts[1]);
    return token ? { kind: 'site', token } : null;
  }
  return null;
}
