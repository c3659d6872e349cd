import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NativeSender } from './push-sender';

/** The fields of a Google service account key file that sending needs. */
export type ServiceAccount = {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
};

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const FCM_API = 'https://fcm.googleapis.com';
const TIMEOUT_MS = 10_000;

/** A service account key file as Firebase's console gives it (FCM_SERVICE_ACCOUNT_FILE). */
export function readServiceAccount(file: string): ServiceAccount {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServiceAccount>;
  for (const field of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (typeof parsed[field] !== 'string' || parsed[field] === '') {
      throw new Error(`FCM_SERVICE_ACCOUNT_FILE has no ${field}: is it a service account key?`);
    }
  }
  return parsed as ServiceAccount;
}

/**
 * Push to the Android app through Firebase Cloud Messaging's HTTP v1 API (docs/push.md): an
 * OAuth access token from the service account (a JWT it signs, RFC 7523), kept until a minute
 * before it ends, then one request per device. A token FCM no longer knows (404, UNREGISTERED)
 * is gone. `apiUrl` is for tests, whose stand-in plays FCM.
 */
export function createFcmSender(account: ServiceAccount, apiUrl = FCM_API): NativeSender {
  let cached: { token: string; until: number } | null = null;

  async function accessToken() {
    if (cached && cached.until > Date.now()) return cached.token;
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat: now,
      exp: now + 3600,
    })}`;
    const signature = sign('sha256', Buffer.from(unsigned), account.private_key);
    const res = await fetch(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${signature.toString('base64url')}`,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`the OAuth token endpoint answered ${res.status}`);
    const { access_token, expires_in } = (await res.json()) as {
      access_token: string;
      expires_in: number;
    };
    cached = { token: access_token, until: Date.now() + (expires_in - 60) * 1000 };
    return access_token;
  }

  return async (token, push) => {
    try {
      const res = await fetch(`${apiUrl}/v1/projects/${account.project_id}/messages:send`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          message: {
            token,
            notification: { title: push.title, body: push.body },
            data: push.data,
            android: { priority: 'high', notification: { tag: push.tag } },
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (res.ok) return 'sent';
      return res.status === 404 ? 'gone' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
