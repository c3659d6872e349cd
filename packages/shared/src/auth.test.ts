import { describe, expect, it } from 'vitest';
import { emailSchema, loginSchema, pinLoginSchema, pinSchema } from './auth';
import { en, englishIssues as messages } from './i18n/source-translators';

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['', '   ', undefined])('says the email is required for %j', (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual(['Email is required']);
  });

  it.each(['jane', 'jane@', 'jane@example', 'a b@example.com'])('rejects %j', (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual(['Please enter a valid email address']);
  });
});

describe('loginSchema', () => {
  it('accepts an email and password, keeping the password as typed', () => {
    expect(loginSchema.parse({ email: 'A@B.co', password: ' secret ' })).toEqual({
      email: 'a@b.co',
      password: ' secret ',
    });
  });

  it('says the password is required', () => {
    const result = loginSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(messages(result)).toEqual(['Password is required']);
    expect(messages(loginSchema.safeParse({ email: 'a@b.co' }))).toEqual(['Password is required']);
  });

  it('reports both fields at once', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(
      result.error?.issues.map((issue) => [
        issue.path.join('.'),
        messages({ error: { issues: [issue] } })[0],
      ]),
    ).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
  });
});

describe('pinSchema', () => {
  it('accepts exactly four digits', () => {
    expect(pinSchema.parse('0123')).toBe('0123');
  });

  it.each(['', '123', '12345', '12a4', ' 1234', '１２３４', undefined])('rejects %j', (value) => {
    expect(messages(pinSchema.safeParse(value))).toEqual(['PIN must be exactly 4 digits']);
  });
});

describe('pinLoginSchema', () => {
  it('normalises the email and keeps the PIN', () => {
    expect(pinLoginSchema.parse({ email: ' X@Y.org', pin: '4321' })).toEqual({
      email: 'x@y.org',
      pin: '4321',
    });
  });

  it('reports the email and PIN messages', () => {
    const result = pinLoginSchema.safeParse({ email: 'nope', pin: '12' });
    expect(messages(result)).toEqual([en('auth.emailInvalid'), en('auth.pinInvalid')]);
  });
});
