// Bundles the server into dist/main.js, and each database command of src/ops/ into
// dist/ops/<command>.js: our code and @cmms/shared (TypeScript sources) are bundled, every npm
// dependency stays external and is loaded from node_modules at run time.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const manifests = [here('./package.json'), here('../../packages/shared/package.json')].map((file) =>
  JSON.parse(fs.readFileSync(file, 'utf8')),
);
const dependencies = new Set(
  manifests.flatMap((m) => [
    ...Object.keys(m.dependencies ?? {}),
    ...Object.keys(m.devDependencies ?? {}),
  ]),
);
dependencies.delete('@cmms/shared');

fs.rmSync(here('./dist'), { recursive: true, force: true });
await build({
  entryPoints: ['main', 'ops/backup', 'ops/restore', 'ops/move-to-postgres'].map((entry) =>
    here(`./src/${entry}.ts`),
  ),
  outbase: here('./src'),
  outdir: here('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...dependencies].flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
fs.cpSync(here('./src/db/migrations'), here('./dist/db/migrations'), { recursive: true });
