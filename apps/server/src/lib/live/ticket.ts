import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A live stream's ticket (docs/live.md, "Signing in"): a browser's EventSource cannot send the
 * Authorization header, and the session's token must never stand in a URL that lands in logs.
 * So a signed-in tab asks for a ticket (POST /api/live/ticket, with its token) and opens the
 * stream with it: it names the session, not the token, is signed with the server's secret (any
 * instance checks it) and opens a stream only within TICKET_TTL_MS of being made. The stream
 * then reads the session itself, as every request does.
 */
export const TICKET_TTL_MS = 60_000;

type Ticket = { subject: string; sessionId: string; expiresAt: number };

const sign = (secret: string, body: string) =>
  createHmac('sha256', `live-ticket:${secret}`).update(body).digest('base64url');

export function makeTicket(
  secret: string,
  session: { subject: string; sessionId: string },
  now: Date,
) {
  const ticket: Ticket = { ...session, expiresAt: now.getTime() + TICKET_TTL_MS };
  const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The session a ticket names, if it is ours and not expired; null otherwise. */
export function readTicket(secret: string, ticket: string, now: Date) {
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Ticket>;
    if (typeof parsed.subject !== 'string' || typeof parsed.sessionId !== 'string') return null;
    if (typeof parsed.expiresAt !== 'number' || parsed.expiresAt < now.getTime()) return null;
    return { subject: parsed.subject, sessionId: parsed.sessionId };
  } catch {
    return null;
  }
}
