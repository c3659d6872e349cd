// Writes .gz and .br beside every compressible file in dist, so the server can send them
// without compressing on each request. Runs after `vite build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const extensions = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest']);
const minBytes = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
for await (const path of files(dist)) {
  if (!extensions.has(extname(path)) || (await stat(path)).size <= minBytes) continue;
  const data = await readFile(path);
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  count += 1;
  console.info(`${relative(dist, path)}: ${data.length} -> gz ${gz.length}, br ${br.length}`);
}
console.info(`precompressed ${count} file(s)`);
