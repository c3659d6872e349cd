import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n/i18n';

/** What one diagnostic call came back with. */
export interface ProbeResult {
  /** The answer was the one expected (by default: any success). */
  ok: boolean;
  /**
   * HTTP status of a refusal, 0 when no answer came, null for a success (the shared API client
   * returns the body only, so which 2xx it was is not known).
   */
  status: number | null;
  ms: number;
  /** A short account: the answer's body or the error's message. */
  detail: string;
}

const describe = (value: unknown) => {
  if (value === undefined) return t('developer.emptyAnswer');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/**
 * Times a call and reports it. `expectStatus` turns an expected refusal (a 400 for a bad body)
 * into a pass; any other outcome is a fail. Clock injected for tests.
 */
export async function probe(
  call: () => Promise<unknown>,
  {
    expectStatus,
    now = () => performance.now(),
  }: { expectStatus?: number; now?: () => number } = {},
): Promise<ProbeResult> {
  const start = now();
  try {
    const answer = await call();
    const ms = Math.round(now() - start);
    return { ok: expectStatus === undefined, status: null, ms, detail: describe(answer) };
  } catch (error) {
    const ms = Math.round(now() - start);
    if (!(error instanceof ApiError)) {
      return {
        ok: false,
        status: 0,
        ms,
        detail: error instanceof Error ? error.message : String(error),
      };
    }
    const fields = Object.entries(error.fieldErrors).map(([field, text]) => `${field}: ${text}`);
    const detail = [`${error.code}: ${error.message}`, ...fields].join('; ');
    return { ok: error.status === expectStatus, status: error.status, ms, detail };
  }
}
