import { generateKeyPairSync, randomUUID, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceAccount } from '../lib/push/fcm-sender';

type FcmMessage = {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  android: { priority: string };
};

/**
 * Firebase Cloud Messaging's stand-in (issue 34): an OAuth token endpoint that checks the
 * service account's signed assertion (RS256, for its own address, with FCM's scope), and the
 * HTTP v1 send that takes only the token it gave. Tokens in `unregistered` answer 404, as FCM
 * does for an app that was uninstalled.
 */
export async function startFcmService() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issued = new Set<string>();
  const received: FcmMessage[] = [];
  const refused: string[] = [];
  const unregistered = new Set<string>();
  let tokenRequests = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, json: object) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(json));
      try {
        if (request.url === '/token') {
          tokenRequests++;
          const form = new URLSearchParams(body);
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
            throw new Error('grant_type');
          }
          const [head, claims, signature] = (form.get('assertion') ?? '').split('.');
          const signed = verify(
            'sha256',
            Buffer.from(`${head}.${claims}`),
            publicKey,
            Buffer.from(signature ?? '', 'base64url'),
          );
          const claimed = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as {
            iss: string;
            aud: string;
            scope: string;
          };
          if (!signed) throw new Error('assertion signature');
          if (claimed.aud !== `${url()}/token`) throw new Error(`aud ${claimed.aud}`);
          if (claimed.scope !== 'https://www.googleapis.com/auth/firebase.messaging') {
            throw new Error(`scope ${claimed.scope}`);
          }
          if (claimed.iss !== account.client_email) throw new Error(`iss ${claimed.iss}`);
          const token = randomUUID();
          issued.add(token);
          answer(200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
          return;
        }
        if (request.url !== `/v1/projects/${account.project_id}/messages:send`) {
          throw new Error(`url ${request.url}`);
        }
        const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!issued.has(bearer)) throw new Error('access token');
        const { message } = JSON.parse(body) as { message: FcmMessage };
        if (unregistered.has(message.token)) {
          answer(404, { error: { code: 404, status: 'NOT_FOUND', message: 'UNREGISTERED' } });
          return;
        }
        received.push(message);
        answer(200, { name: `projects/${account.project_id}/messages/${randomUUID()}` });
      } catch (error) {
        refused.push((error as Error).message);
        answer(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account: ServiceAccount = {
    project_id: 'cmms-test',
    client_email: 'push@cmms-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${url()}/token`,
  };
  return {
    account,
    url: url(),
    received,
    refused,
    tokenRequests: () => tokenRequests,
    unregister: (token: string) => unregistered.add(token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
