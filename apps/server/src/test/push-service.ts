import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@cmms/shared/push';
import { decrypt } from 'http_ece';

/** A self-signed certificate for 127.0.0.1, made for this stand-in only. */
const certificate = readFileSync(new URL('./fixtures/push-service-test.crt', import.meta.url));
const certificateKey = readFileSync(new URL('./fixtures/push-service-test.key', import.meta.url));

/** A browser's side of a subscription: its key pair and auth secret, as PushManager makes them. */
export type TestSubscriber = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
};

/** A push the stand-in accepted: checked, then decrypted as the browser would. */
type ReceivedPush = { device: string; payload: PushPayload; ttl: number; urgency: string };

/**
 * A push service stand-in (issue 34): it checks each push as a real one does, as far as that is
 * possible offline. The VAPID JWT (RFC 8292) must be ES256-signed by the key in `k=`, be for this
 * service's origin, not expire more than a day ahead and name a contact; `k=` must be the
 * server's key; the body must be aes128gcm (RFC 8291) and decrypt with the subscriber's keys
 * through http_ece, the library web-push encrypts with. Devices named in `gone` answer 410.
 */
export async function startPushService(options: { expectKey: () => Promise<string> | string }) {
  const subscribers = new Map<string, TestSubscriber>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const gone = new Set<string>();
  const server = createServer({ cert: certificate, key: certificateKey }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const device = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      try {
        if (gone.has(device)) {
          response.writeHead(410).end();
          return;
        }
        const subscriber = subscribers.get(device);
        if (!subscriber || request.method !== 'POST') throw new Error(`no device ${device}`);
        checkVapid(
          String(request.headers.authorization ?? ''),
          origin(),
          await options.expectKey(),
        );
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        }
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscriber.ecdh,
          authSecret: subscriber.keys.auth,
        });
        received.push({
          device,
          payload: JSON.parse(plain.toString('utf8')) as PushPayload,
          ttl: Number(request.headers.ttl),
          urgency: String(request.headers.urgency),
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push(`${device}: ${(error as Error).message}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    refused,
    /** Trusts this stand-in's certificate: given to the app's push sender. */
    agent: new Agent({ ca: certificate }),
    /** A new browser subscription on this service, as PushManager.subscribe answers it. */
    subscriber(device: string): TestSubscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscriber = {
        endpoint: `${origin()}/push/${encodeURIComponent(device)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        ecdh,
      };
      subscribers.set(device, subscriber);
      return subscriber;
    },
    /** From now on the service answers 410 for this device, as for an expired subscription. */
    forget(device: string) {
      gone.add(device);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `vapid t=<JWT>, k=<key>`: the JWT signed by `k`, for `audience`, and `k` the server's key. */
function checkVapid(authorization: string, audience: string, serverKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`authorization ${authorization}`);
  const [token, key] = [match[1] as string, match[2] as string];
  if (key !== serverKey) throw new Error('signed with another key than the server publishes');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('JWT signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (body.aud !== audience) throw new Error(`aud ${body.aud}`);
  const now = Date.now() / 1000;
  if (body.exp <= now || body.exp > now + 24 * 3600) throw new Error(`exp ${body.exp}`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`sub ${body.sub}`);
}
