import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to a stored file that work without a token for a few minutes (an `<img src>` cannot send
 * one): the file's id, its variant and when the link expires, signed with the server's secret.
 * Whoever holds a link was shown the file by the API; past its time it opens nothing.
 */
export const LINK_LIFETIME_SECONDS = 15 * 60;

const signatureOf = (secret: string, id: string, variant: string, expires: number) =>
  createHmac('sha256', secret).update(`file:${id}:${variant}:${expires}`).digest('base64url');

export function signedFilePath(
  secret: string,
  { id, variant, now }: { id: string; variant: string; now: Date },
) {
  // Rounded up to the next minute, so the links of one page (and the record's cached answer)
  // stay the same for a minute.
  const expires = Math.ceil(now.getTime() / 60_000) * 60 + LINK_LIFETIME_SECONDS;
  const signature = signatureOf(secret, id, variant, expires);
  return `/api/files/${id}/${variant}?expires=${expires}&signature=${signature}`;
}

export function isValidFileLink(
  secret: string,
  link: { id: string; variant: string; expires: number; signature: string; now: Date },
) {
  if (link.expires * 1000 < link.now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, link.id, link.variant, link.expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
