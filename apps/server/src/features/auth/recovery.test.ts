import { en, translatorFor, withoutIsolates } from '@cmms/shared/i18n/source-translators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer';
import { bearer, createTestUser, signIn } from '../../test/factories';
import { type Mailbox, resetCodeIn, startMailbox } from '../../test/smtp-mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { testConfig } from '../../test/test-config';
import { sendAccountApprovedMail } from '../users/users.service';

const clock = testClock();
let mailbox: Mailbox;
let t: TestApp;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp(
    {
      smtpUrl: mailbox.url,
      mailFrom: 'FMS <no-reply@example.com>',
      publicUrl: 'https://fms.example.com',
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const post = (url: string, payload: Record<string, unknown>, ip = '10.3.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const SENT = 'If your email is registered, a reset code will be sent.';

/** Asks for a code and reads it from the mail that arrives over SMTP. */
async function requestCode(email: string) {
  const before = mailbox.mails.length;
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.json()).toEqual({ message: SENT });
  return resetCodeIn(await mailbox.waitFor(email, before));
}

describe('password recovery by emailed code', () => {
  it('mails a code, verifies it, resets the password and ends every old session', async () => {
    const { email } = await createTestUser(t.database.db, { name: 'Alex Moreno' });
    const oldToken = await signIn(t.app, email);

    const before = mailbox.mails.length;
    await post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const mail = await mailbox.waitFor(email, before);
    expect(mail.raw).toContain('Subject: Your password reset code');
    expect(mail.raw).toContain('Hello Alex Moreno');
    const code = resetCodeIn(mail);

    const verified = await post('/api/auth/verify-reset-code', { email, code });
    expect(verified.statusCode).toBe(200);
    const { resetToken } = verified.json();
    expect(resetToken).toMatch(/^[\w-]{40,}$/);

    const reset = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'Brand@New9',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successful!' });

    expect(
      (await t.app.inject({ url: '/api/user/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    await signIn(t.app, email, 'Brand@New9');
    const oldPassword = await post('/api/auth/login', { email, password: 'Test@1234' });
    expect(oldPassword.statusCode).toBe(401);

    // The token is single-use; so is the code.
    const again = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'Other@New9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'Invalid or missing reset token. Please request a new password reset.',
    );
    expect((await post('/api/auth/verify-reset-code', { email, code })).statusCode).toBe(400);
  });

  it('refuses a wrong code in the language the caller reads', async () => {
    const { email } = await createTestUser(t.database.db);
    const before = mailbox.mails.length;
    const asked = await post('/api/auth/forgot-password', { email }, '10.3.8.1');
    expect(asked.json()).toEqual({ message: SENT });
    const code = resetCodeIn(await mailbox.waitFor(email, before));
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-reset-code',
      payload: { email, code: wrong },
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
      remoteAddress: '10.3.8.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(translatorFor('ar').t('account.wrongResetCode'));
    expect(res.json().message).not.toBe(en('account.wrongResetCode'));
    const sentInHindi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.com' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: '10.3.8.1',
    });
    expect(sentInHindi.json().message).toBe(translatorFor('hi').t('account.forgotPasswordSent'));
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = mailbox.mails.length;
    const res = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.mails.length).toBe(before);
  });

  it('refuses a wrong code, and locks the code after 5 wrong attempts', async () => {
    const { email } = await createTestUser(t.database.db);
    const code = await requestCode(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await post('/api/auth/verify-reset-code', { email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'The code is incorrect or has expired. Please check it or request a new one.',
      );
    }
    const fifth = await post('/api/auth/verify-reset-code', { email, code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many incorrect codes. Please request a new reset code.');
    // Like the password and PIN 429s, it says when to try again: when the locked code expires.
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right code is no longer accepted; a new code is needed.
    expect((await post('/api/auth/verify-reset-code', { email, code })).statusCode).toBe(429);
    const fresh = await requestCode(email);
    expect((await post('/api/auth/verify-reset-code', { email, code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('a code expires after 15 minutes, and a newer code replaces an older one', async () => {
    const { email } = await createTestUser(t.database.db);
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) {
      expect((await post('/api/auth/verify-reset-code', { email, code: first })).statusCode).toBe(
        400,
      );
    }
    clock.advanceMinutes(16);
    expect((await post('/api/auth/verify-reset-code', { email, code: second })).statusCode).toBe(
      400,
    );
  });

  it('a reset token expires after 15 minutes', async () => {
    const { email } = await createTestUser(t.database.db);
    const code = await requestCode(email);
    const { resetToken } = (await post('/api/auth/verify-reset-code', { email, code })).json();
    clock.advanceMinutes(16);
    const res = await post('/api/auth/reset-password', {
      token: resetToken,
      newPassword: 'Late@Reset1',
    });
    expect(res.statusCode).toBe(400);
  });

  it('checks the new password with the same rules', async () => {
    const res = await post('/api/auth/reset-password', { token: 'anything', newPassword: 'weak' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.newPassword).toBe('Password must be at least 8 characters long');
  });

  it('mails at most 5 codes an hour to one account, still answering the same', async () => {
    const { email } = await createTestUser(t.database.db);
    const before = mailbox.mails.length;
    for (let request = 0; request < 7; request++) {
      const res = await post('/api/auth/forgot-password', { email }, '10.3.0.7');
      expect(res.json()).toEqual({ message: SENT });
    }
    await mailbox.waitFor(email, before + 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.mails.slice(before).filter((mail) => mail.to.includes(email))).toHaveLength(5);
  });
});

describe('the account-approved mail', () => {
  /** Sends the mail to one new supervisor over SMTP and waits for it in the mailbox. */
  async function approvedMailTo(email: string, name: string, language: 'ar' | null) {
    const before = mailbox.mails.length;
    const mailer = createMailer(
      { smtpUrl: mailbox.url, from: 'FMS <no-reply@example.com>' },
      t.app.log,
    );
    await sendAccountApprovedMail(
      { mailer, db: t.database.db, config: testConfig({ publicUrl: 'https://fms.example.com' }) },
      { email, name, role: 'supervisor', language },
    );
    return mailbox.waitFor(email, before);
  }

  it('is sent over SMTP with a link to sign in', async () => {
    const mail = await approvedMailTo('new.hire@example.com', 'New Hire', null);
    expect(mail.raw).toContain('Subject: Your Facility Management System account is approved');
    expect(mail.raw).toContain('https://fms.example.com/login');
    // Word for word as before the catalogues: the text's colon, the page's full stop, the button.
    const { text, html } = await mailbox.parsed(mail);
    expect(text).toContain(
      'An administrator approved your account. You can now sign in as supervisor:',
    );
    expect(html).toContain('You can now sign in as <strong>supervisor</strong>.');
    expect(html).toMatch(/>Sign in<\/a>/);
  });

  it('is written in the language the recipient chose, right to left in Arabic', async () => {
    const mail = await approvedMailTo('arabic.hire@example.com', 'ليلى', 'ar');
    const parsed = await mailbox.parsed(mail);
    const [subject, html, text] = [parsed.subject, parsed.html, parsed.text].map(withoutIsolates);
    expect(subject).toBe('تمت الموافقة على حسابك في نظام إدارة المرافق');
    expect(text).toContain('مرحبًا ليلى،');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // The built-in role is named in the reader's words too.
    expect(html).toContain('بصفة <strong>مشرف</strong>');
  });
});
