// Load where every connection is one person: each keeps the person it first drew and sends
// their requests, in turn when there are several (a punch-in, then the punch-out): autocannon
// cycles through a connection's requests in order.
import autocannon from 'autocannon';

/** @param {number[]} sorted @param {number} fraction */
const percentileOf = (sorted, fraction) =>
  Math.round((sorted[Math.ceil(fraction * sorted.length) - 1] ?? 0) * 10) / 10;

/**
 * @template {{ token: string }} Person
 * @param {string} baseUrl @param {Person[]} people one per connection
 * @param {(person: Person) => { method: 'GET' | 'POST', path: string, body?: string }} requestOf
 * @param {number} connections @param {number} duration seconds
 * @param {(person: Person) => { method: 'GET' | 'POST', path: string, body?: string }} [thenRequestOf]
 *   a second request each connection sends after the first
 */
export async function measurePeople(
  baseUrl,
  people,
  requestOf,
  connections,
  duration,
  thenRequestOf,
) {
  /** @type {number[]} */
  const times = [];
  let next = 0;
  /** @type {autocannon.Result} */
  const result = await new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        requests: [requestOf, ...(thenRequestOf ? [thenRequestOf] : [])].map((make) => ({
          setupRequest: (
            /** @type {autocannon.Request} */ request,
            /** @type {unknown} */ context,
          ) => {
            const ctx = /** @type {{ person?: Person }} */ (context);
            ctx.person ??= people[next++ % people.length];
            const person = /** @type {Person} */ (ctx.person);
            const { method, path, body } = make(person);
            return {
              ...request,
              method,
              path,
              headers: {
                authorization: `Bearer ${person.token}`,
                'content-type': 'application/json',
              },
              ...(body ? { body } : {}),
            };
          },
        })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: percentileOf(times, 0.5),
    p95ms: percentileOf(times, 0.95),
    errors: result.errors + result.non2xx,
  };
}

/**
 * One row of a scale benchmark: the same case measured on a tenth and on all of the data, side
 * by side, with the ratio of their medians (1.0 = flat).
 * @param {string} name @param {number} connections
 * @param {{ p50ms: number, p95ms: number, requestsPerSecond: number, errors: number }} small
 * @param {{ p50ms: number, p95ms: number, requestsPerSecond: number, errors: number }} large
 */
export function scaleRow(name, connections, small, large) {
  return {
    case: name,
    connections,
    tenthP50ms: small.p50ms,
    fullP50ms: large.p50ms,
    tenthP95ms: small.p95ms,
    fullP95ms: large.p95ms,
    tenthPerSecond: small.requestsPerSecond,
    fullPerSecond: large.requestsPerSecond,
    p50Ratio: Math.round((large.p50ms / small.p50ms) * 100) / 100,
    errors: small.errors + large.errors,
  };
}

/**
 * What a scale benchmark prints when run on its own.
 * @param {{ skipped: string } | { tenth: unknown, full: unknown, rows: unknown[] }} result
 */
export function printScaleResult(result) {
  if ('skipped' in result) {
    console.info(result.skipped);
    return;
  }
  console.info('A tenth of the data', result.tenth, 'and all of it', result.full);
  console.info('Full against a tenth, side by side (p50Ratio 1.0 = flat; target within 1.3)');
  console.table(result.rows);
}
