import { describe, expect, it } from 'vitest';
import { profileFromCredential } from './google-identity';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('profileFromCredential', () => {
  it('reads the Google profile from the ID token payload, UTF-8 included', () => {
    const token = [
      base64url({ alg: 'RS256' }),
      base64url({
        sub: '1234567890',
        email: 'zoë@example.com',
        name: 'Zoë Müller',
        picture: 'https://lh3.googleusercontent.com/a/x',
      }),
      'signature',
    ].join('.');

    expect(profileFromCredential(token)).toEqual({
      googleId: '1234567890',
      email: 'zoë@example.com',
      name: 'Zoë Müller',
      picture: 'https://lh3.googleusercontent.com/a/x',
    });
  });

  it('answers nothing for a token it cannot read', () => {
    expect(profileFromCredential('')).toEqual({});
    expect(profileFromCredential('a.%%%.c')).toEqual({});
    expect(profileFromCredential(`x.${base64url({ sub: 42 })}.y`)).toEqual({
      googleId: undefined,
      email: undefined,
      name: undefined,
      picture: undefined,
    });
  });
});
