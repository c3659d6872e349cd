import type { PlainKey } from '@cmms/shared/i18n/message';
import { createApiClient } from '../../../lib/api-client';
import { type ProbeResult, probe } from './probe';

export interface DebugTest {
  id: 'backend' | 'auth' | 'register';
  label: PlainKey;
  /** What is sent and what answer counts as a pass. */
  expectation: PlainKey;
  run(): Promise<ProbeResult>;
}

/**
 * A registration that must be refused: a weak password fails validation (400), so no account is
 * ever created. The address is unique per run and on the reserved .invalid domain.
 */
export const fakeRegistration = (now: number) => ({
  name: 'API Debug Test',
  email: `debug-test-${now}@example.invalid`,
  mobile: '5550100000',
  password: 'weak',
  role: 'technician',
});

/**
 * A client of its own: this public page must reach the server even while the app's requests are
 * blocked after a failed connectivity check, and sends each call once so the timing is true.
 */
const request = createApiClient({ baseUrl: '/api' });

/** The calls of requirements/profile-and-help.md#calls, Debug page, all without a token. */
export const DEBUG_TESTS: DebugTest[] = [
  {
    id: 'backend',
    label: 'developer.testBackend',
    expectation: 'developer.expectBackend',
    run: () => probe(() => request('GET', '', { auth: false, retry: false })),
  },
  {
    id: 'auth',
    label: 'developer.testAuth',
    expectation: 'developer.expectAuth',
    run: () =>
      probe(() => request('POST', '/auth/login', { body: {}, auth: false }), {
        expectStatus: 400,
      }),
  },
  {
    id: 'register',
    label: 'developer.testRegister',
    expectation: 'developer.expectRegister',
    run: () =>
      probe(
        () =>
          request('POST', '/auth/register', {
            body: fakeRegistration(Date.now()),
            auth: false,
          }),
        { expectStatus: 400 },
      ),
  },
];
