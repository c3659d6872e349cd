// `npm start`: builds whatever is missing or older than its sources, then runs the server in this
// same process (so signals reach it directly and shutdown stays graceful).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => path.join(root, ...parts);

function newestMtime(paths) {
  let newest = 0;
  for (const p of paths) {
    if (!fs.existsSync(p)) continue;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p))
        newest = Math.max(newest, newestMtime([path.join(p, entry)]));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

const outputOf = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const shared = [at('packages/shared/src'), at('package-lock.json')];
const targets = [
  {
    workspace: '@cmms/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      ...shared,
    ],
  },
  {
    workspace: '@cmms/server',
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), ...shared],
  },
];

for (const target of targets) {
  if (outputOf(target.output) >= newestMtime(target.sources)) continue;
  console.info(`Building ${target.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`\nThe build of ${target.workspace} failed; see the output above.\n`);
    process.exit(result.status ?? 1);
  }
}

process.chdir(root);
// Stack traces in the logs point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
