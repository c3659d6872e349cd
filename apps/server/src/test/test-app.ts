import { type App, buildApp } from '../app';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { PushSender } from '../lib/push/push-sender';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TestApp = { app: App; database: TestDatabase; close(): Promise<void> };

/**
 * An app on a fresh database for one test file. Routes may still be added before the first
 * request (app.inject readies the app).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extras: { clock?: Clock; mailer?: Mailer; push?: PushSender } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), db: database.db, ...extras });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
