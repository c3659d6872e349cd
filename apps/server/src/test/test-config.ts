import { type Config, parseConfig } from '../config';

/** A configuration as a test would start the server with; override what the test is about. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...parseConfig({ DATA_DIR: '/tmp/cmms-test-unused', LOG_LEVEL: 'silent', DEMO_DATA: '0' }),
    jwtSecret: 'test-secret-that-is-long-enough-to-sign-tokens',
    webDistDir: undefined,
    // Tests run the scheduler's passes themselves, with their own clock.
    pmSchedulerIntervalMs: 0,
    ...overrides,
  };
}
