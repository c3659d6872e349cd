// `npm run fuzz`: the API fuzz of apps/server/src/api-fuzz.test.ts at full strength. Every
// operation of the server's OpenAPI document gets --runs malformed requests (default 1,000, so
// about 125,000 in all) with a new seed each run, over real HTTP (the app listens on a port of
// its own) unless --inject; it prints the answers per operation and status, and the seed that
// reproduces a failure: node bench/fuzz.mjs --seed <seed> [--runs <n>].
// --postgres runs it on TEST_DATABASE_URL instead of PGlite. Not part of `npm run bench`: it
// asserts behaviour, it does not time anything.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const TEST_FILE = 'apps/server/src/api-fuzz.test.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    inject: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
  },
});

const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number above 0, not ${values.runs}`);
  process.exit(2);
}
const seed = values.seed ?? String(randomInt(1, 2 ** 31 - 1));
if (!/^-?\d+$/.test(seed)) {
  console.error(`--seed must be a whole number, not ${seed}`);
  process.exit(2);
}
if (values.postgres && !process.env.TEST_DATABASE_URL) {
  console.error('--postgres needs TEST_DATABASE_URL (postgres://user@host:port/database)');
  process.exit(2);
}

const project = values.postgres ? 'server-postgres' : 'server-pglite';
const transport = values.inject ? 'app.inject' : 'HTTP';
console.info(`API fuzz: ${runs} requests per operation, seed ${seed}, ${transport}, ${project}`);
const started = Date.now();
const result = spawnSync(process.execPath, [VITEST, 'run', '--project', project, TEST_FILE], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    FUZZ_RUNS: String(runs),
    FUZZ_SEED: seed,
    FUZZ_STATS: '1',
    FUZZ_HTTP: values.inject ? '0' : '1',
  },
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.info(
  `API fuzz: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s. ` +
    `Same requests again: node bench/fuzz.mjs --seed ${seed} --runs ${runs}` +
    (values.inject ? ' --inject' : '') +
    (values.postgres ? ' --postgres' : ''),
);
process.exit(result.status ?? 1);
