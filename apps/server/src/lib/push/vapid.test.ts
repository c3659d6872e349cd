import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { vapidKeysOf, vapidSubjectOf } from './vapid';

describe('the VAPID keys', () => {
  it('are derived from the JWT secret: the same on every instance, another for another secret', () => {
    const config = { vapidKeys: undefined, jwtSecret: 'a'.repeat(40) };
    const keys = vapidKeysOf(config);
    expect(vapidKeysOf({ ...config })).toEqual(keys);
    expect(vapidKeysOf({ ...config, jwtSecret: 'b'.repeat(40) }).publicKey).not.toBe(
      keys.publicKey,
    );
    // A real pair: the public key is the private key's point.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(keys.publicKey);
  });

  it('are the configured ones when set, both or neither', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'C'.repeat(43);
    const config = parseConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(vapidKeysOf(config)).toEqual({ publicKey, privateKey });
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(ConfigError);
    expect(() => parseConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('name a contact push services accept: the subject, an https address, or the mail sender', () => {
    const mail = { mailFrom: 'Facility <ops@example.com>', vapidSubject: undefined };
    expect(vapidSubjectOf({ ...mail, publicUrl: 'http://localhost:3000' })).toBe(
      'mailto:ops@example.com',
    );
    expect(vapidSubjectOf({ ...mail, publicUrl: 'https://cmms.example.com' })).toBe(
      'https://cmms.example.com',
    );
    expect(
      vapidSubjectOf({ ...mail, publicUrl: 'https://x', vapidSubject: 'mailto:a@b.example' }),
    ).toBe('mailto:a@b.example');
    expect(() => parseConfig({ VAPID_SUBJECT: 'http://x' })).toThrow(/VAPID_SUBJECT/);
  });
});
