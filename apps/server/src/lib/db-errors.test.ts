import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { isUniqueViolation, loggableError } from './db-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function failureOf(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('a database error as it is logged (issue 20)', () => {
  it('keeps the statement and the constraint, never the parameters or the values quoted back', async () => {
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';
    const insert = () =>
      t.database.db.execute(
        sql`insert into users (name, email, password_hash) values (${'Ann'}, ${'ann.secret@example.com'}, ${secretHash})`,
      );
    await insert();
    const error = await failureOf(insert);
    expect(isUniqueViolation(error)).toBe(true);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('argon2id');
    expect(logged).not.toContain('ann.secret');
    expect(logged).toContain('users_email_lower_idx');
    expect(logged).toContain('insert into users');
  });

  it('withholds a data exception message, which quotes the refused value', async () => {
    const error = await failureOf(() =>
      t.database.db.execute(sql`select ${'a-secret-value'}::int`),
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('a-secret-value');
    expect(logged).toContain('22P02');
  });

  it('passes anything that is not an Error through', () => {
    expect(loggableError('text')).toBe('text');
  });
});
