import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      superAdminKey: undefined,
      smtpUrl: undefined,
      googleClientId: undefined,
      demoData: true,
      corsOrigins: [],
      trustProxy: false,
    });
  });

  it('loads no demo data into PostgreSQL unless asked', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/x' }).demoData).toBe(false);
    expect(parseConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO_DATA: '1' }).demoData).toBe(
      true,
    );
    expect(parseConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', SMTP_URL: ' ', JWT_SECRET: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
      jwtSecret: undefined,
    });
  });

  it('reads the CORS origins as a comma-separated list', () => {
    expect(
      parseConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('names each bad variable and the value it got', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      DEMO_DATA: 'yes',
      SMTP_URL: 'http://mail',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number (got "abc")',
        'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
        'DEMO_DATA must be 0 or 1 (got "yes")',
        'SMTP_URL must be an smtp:// or smtps:// URL (got "http://mail")',
      ]),
    );
  });

  it('never prints a secret it refuses', () => {
    const problems = problemsOf({ JWT_SECRET: 'short-secret' });
    expect(problems).toEqual(['JWT_SECRET must be at least 32 characters long (got "***")']);
  });

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT must be between 0 and 65535 (got "70000")',
    ]);
  });

  it('reads the PM interval in milliseconds: 60 s by default, 0 for none on this instance', () => {
    expect(parseConfig({}).pmSchedulerIntervalMs).toBe(60_000);
    expect(parseConfig({ PM_SCHEDULER_INTERVAL_MS: '0' }).pmSchedulerIntervalMs).toBe(0);
    expect(parseConfig({ PM_SCHEDULER_INTERVAL_MS: '5000' }).pmSchedulerIntervalMs).toBe(5_000);
    expect(problemsOf({ PM_SCHEDULER_INTERVAL_MS: '-1' })).toEqual([
      'PM_SCHEDULER_INTERVAL_MS must be 0 (off) or more (got "-1")',
    ]);
  });
});
