import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  LOGIN_RETRY_DELAY_MS,
  retryIfUnreached,
  WAKE_UP_RETRY_DELAY_MS,
  wakeUpServer,
} from './wake-up';

const unreachable = () => new ApiError(0, 'NETWORK_ERROR', 'offline');
const timedOut = () => new ApiError(0, 'TIMEOUT', 'slow');
const refused = () => new ApiError(401, 'UNAUTHORIZED', 'Invalid email or password.');

/** A script of answers (a value, or an error to throw) and a log of what happened. */
function scripted(answers: unknown[]) {
  const log: string[] = [];
  return {
    log,
    call: async () => {
      log.push('call');
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    },
    sleep: async (ms: number) => {
      log.push(`sleep ${ms}`);
    },
  };
}

describe('wakeUpServer', () => {
  it('goes straight on when the server answers: no fixed wait', async () => {
    const fake = scripted([{ status: 'awake' }]);
    expect(await wakeUpServer({ probe: fake.call, sleep: fake.sleep })).toBe(true);
    expect(fake.log).toEqual(['call']);
  });

  it('counts any answer from the app itself as awake', async () => {
    const fake = scripted([new ApiError(404, 'NOT_FOUND', 'no such route')]);
    expect(await wakeUpServer({ probe: fake.call, sleep: fake.sleep })).toBe(true);
    expect(fake.log).toEqual(['call']);
  });

  it('waits 2 s after a failed wake-up and tries once more', async () => {
    const fake = scripted([timedOut(), { status: 'awake' }]);
    expect(await wakeUpServer({ probe: fake.call, sleep: fake.sleep })).toBe(true);
    expect(fake.log).toEqual(['call', `sleep ${WAKE_UP_RETRY_DELAY_MS}`, 'call']);
    expect(WAKE_UP_RETRY_DELAY_MS).toBe(2_000);
  });

  it('treats a gateway 503 as still asleep, and resolves false after two failures', async () => {
    const fake = scripted([new ApiError(503, 'SERVICE_UNAVAILABLE', 'starting'), unreachable()]);
    expect(await wakeUpServer({ probe: fake.call, sleep: fake.sleep })).toBe(false);
    expect(fake.log).toEqual(['call', 'sleep 2000', 'call']);
  });
});

describe('retryIfUnreached', () => {
  it('returns the first answer without waiting', async () => {
    const fake = scripted([{ token: 't' }]);
    expect(await retryIfUnreached(fake.call, fake.sleep)).toEqual({ token: 't' });
    expect(fake.log).toEqual(['call']);
  });

  it('sends once more after 5 s when the request never reached the server', async () => {
    const fake = scripted([unreachable(), { token: 't' }]);
    expect(await retryIfUnreached(fake.call, fake.sleep)).toEqual({ token: 't' });
    expect(fake.log).toEqual(['call', `sleep ${LOGIN_RETRY_DELAY_MS}`, 'call']);
    expect(LOGIN_RETRY_DELAY_MS).toBe(5_000);
  });

  it('gives up after the second failure with its error', async () => {
    const fake = scripted([unreachable(), timedOut()]);
    await expect(retryIfUnreached(fake.call, fake.sleep)).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    expect(fake.log).toEqual(['call', 'sleep 5000', 'call']);
  });

  it('never repeats a request the server answered', async () => {
    const fake = scripted([refused()]);
    await expect(retryIfUnreached(fake.call, fake.sleep)).rejects.toMatchObject({ status: 401 });
    expect(fake.log).toEqual(['call']);
  });
});
