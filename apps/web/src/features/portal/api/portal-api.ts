import {
  type PortalForm,
  type PortalReceipt,
  type PortalRequestFields,
  type PortalStatus,
  portalFormSchema,
  portalPaths,
  portalReceiptSchema,
  portalStatusSchema,
} from '@cmms/shared/requests';
import type { z } from 'zod';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { API_BASE_URL } from '../../../lib/server-url';
import type { PortalAddress } from '../lib/portal-address';

/**
 * The portal's calls, with plain fetch: the page is loaded without the app's API client, its
 * query cache or its offline queue (docs/web-ui.md), and calls without an account.
 */
export type PortalProblem =
  /** An unknown token, or a site whose portal is off. */
  | { kind: 'notFound' }
  /** No answer: no connection, or it took too long. */
  | { kind: 'network' }
  /** Sent too often from here: the server's words, and when to try again. */
  | { kind: 'tooMany'; message: string; retryAfterSeconds: number | null }
  /** The server refused the fields: its message for each. */
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string> }
  /** Anything else (a 5xx, a 413, an answer that is not what the contract says). */
  | { kind: 'failed'; message: string | null };

export class PortalCallError extends Error {
  override readonly name = 'PortalCallError';
  constructor(readonly problem: PortalProblem) {
    super(problem.kind);
  }
}

/** A GET takes at most this long; a request with its photo, on a slow network, longer. */
const READ_TIMEOUT_MS = 20_000;
const SEND_TIMEOUT_MS = 90_000;

async function call<T>(
  path: string,
  schema: z.ZodType<T>,
  init: { method?: 'POST'; body?: FormData; timeoutMs: number },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: init.method ?? 'GET',
      body: init.body ?? null,
      // The server answers its messages (a refusal, a field's error) in the page's language.
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
      credentials: 'omit',
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch {
    throw new PortalCallError({ kind: 'network' });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new PortalCallError({ kind: 'failed', message: null });
  }
  throw new PortalCallError(problemOf(response, body));
}

/** The server's error shape ({ code, message, error, errors }) read leniently. */
export function problemOf(
  response: { status: number; headers: { get(name: string): string | null } },
  body: unknown,
): PortalProblem {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value : null;
  const message = text(fields.message) ?? text(fields.error);
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
    return {
      kind: 'tooMany',
      message: message ?? '',
      retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    };
  }
  if (response.status === 400 && message) {
    const errors =
      typeof fields.errors === 'object' && fields.errors !== null
        ? Object.fromEntries(
            Object.entries(fields.errors).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {};
    return { kind: 'invalid', message, fieldErrors: errors };
  }
  return { kind: 'failed', message };
}

const formPath = (address: PortalAddress) =>
  address.kind === 'asset'
    ? portalPaths.assetForm(address.token)
    : portalPaths.siteForm(address.token);

const requestsPath = (address: PortalAddress) =>
  address.kind === 'asset'
    ? portalPaths.assetRequests(address.token)
    : portalPaths.siteRequests(address.token);

/** GET /portal/sites/{token} or /portal/assets/{token}: what the form needs. */
export const fetchPortalForm = (address: PortalAddress): Promise<PortalForm> =>
  call(formPath(address), portalFormSchema, { timeoutMs: READ_TIMEOUT_MS });

/** POST .../requests as multipart/form-data: the checked fields and the photo, if any. */
export function sendPortalRequest(
  address: PortalAddress,
  fields: PortalRequestFields,
  photo: Blob | null,
): Promise<PortalReceipt> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (photo) body.append('photo', photo, photoFileName(photo));
  return call(requestsPath(address), portalReceiptSchema, {
    method: 'POST',
    body,
    timeoutMs: SEND_TIMEOUT_MS,
  });
}

const photoFileName = (photo: Blob) =>
  photo.type === 'image/png'
    ? 'photo.png'
    : photo.type === 'image/webp'
      ? 'photo.webp'
      : 'photo.jpg';

/** GET /portal/status/{statusToken}: what the requester may see of their request. */
export const fetchPortalStatus = (statusToken: string): Promise<PortalStatus> =>
  call(portalPaths.status(statusToken), portalStatusSchema, { timeoutMs: READ_TIMEOUT_MS });
