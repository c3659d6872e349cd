/**
 * The asset a scanned label names (requirements/assets.md#limits): the large QR holds the link
 * {origin}/qr/assets/{id}, the small one a JSON summary with the id. Any origin is accepted: the
 * label was printed from the server's address, the app may run elsewhere (the native app). Null
 * for anything else.
 */
export function assetIdFromScan(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('{')) return idOfSummary(text);
  try {
    const match = /^\/qr\/assets\/([^/]+)\/?$/.exec(new URL(text).pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

function idOfSummary(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
  } catch {
    return null;
  }
}
