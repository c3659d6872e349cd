import { createECDH, hkdfSync } from 'node:crypto';

/** The order of P-256's group: a private key is a number from 1 below it. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair (RFC 8292): the configured one, else one derived from the JWT
 * secret. Every instance shares that secret already, so every instance signs with the same key a
 * browser subscribed with, and nothing new needs storing or configuring. Changing the secret
 * changes the key: the web app then sees its subscription was made with another key and
 * subscribes again (docs/push.md).
 */
export function vapidKeysOf(config: {
  vapidKeys: VapidKeys | undefined;
  jwtSecret: string | undefined;
}): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  if (!config.jwtSecret) throw new Error('VAPID keys need either VAPID_*_KEY or the JWT secret');
  return derivedKeys(config.jwtSecret);
}

function derivedKeys(secret: string): VapidKeys {
  // A key must lie below the group's order; HKDF's output does with odds of 1 - 2^-32, and the
  // next counter is tried otherwise.
  for (let counter = 0; ; counter++) {
    const key = Buffer.from(hkdfSync('sha256', secret, 'cmms-vapid', `p256-${counter}`, 32));
    const value = BigInt(`0x${key.toString('hex')}`);
    if (value === 0n || value >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(key);
    return {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: key.toString('base64url'),
    };
  }
}

/**
 * Who push services may contact about this server: the configured subject, else the public
 * address when it is https, else the sender address of the server's mail.
 */
export function vapidSubjectOf(config: {
  vapidSubject: string | undefined;
  publicUrl: string;
  mailFrom: string;
}): string {
  if (config.vapidSubject) return config.vapidSubject;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  return `mailto:${address}`;
}
