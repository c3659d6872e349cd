/** One scripted answer: a status with a JSON body, or an error fetch throws. */
export type ScriptedAnswer = { status: number; body?: unknown } | Error;

/** A fetch for node tests that answers from a script and logs each call as 'METHOD url'. */
export function scriptedFetch(answers: ScriptedAnswer[]) {
  const calls: string[] = [];
  const inits: RequestInit[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${String(input)}`);
    inits.push(init);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${String(input)}`);
    if (next instanceof Error) throw next;
    const text = next.body === undefined ? '' : JSON.stringify(next.body);
    return new Response(next.status === 204 ? null : text, { status: next.status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls, inits };
}
