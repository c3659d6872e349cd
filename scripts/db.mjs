// `npm run db:backup | db:restore | db:move-to-postgres`: builds the server if its build is missing
// or older than its sources (as `npm start` does), then runs the command in this same process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const COMMANDS = ['backup', 'restore', 'move-to-postgres'];
const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

const command = process.argv[2];
if (!COMMANDS.includes(command)) {
  console.error(`\nUsage: node scripts/db.mjs ${COMMANDS.join('|')} [arguments]\n`);
  process.exit(1);
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((entry) => newestMtime(path.join(p, entry))));
}

const output = at('apps/server/dist/ops', `${command}.js`);
const sources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/shared/src',
  'package-lock.json',
];
const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
if (built < Math.max(...sources.map((source) => newestMtime(at(source))))) {
  console.info('Building @cmms/server...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@cmms/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('\nThe build of @cmms/server failed; see the output above.\n');
    process.exit(result.status ?? 1);
  }
}

// The command reads its arguments after its own name, as if run as node dist/ops/<command>.js.
process.argv.splice(2, 1);
process.chdir(root);
await import(pathToFileURL(output).href);
