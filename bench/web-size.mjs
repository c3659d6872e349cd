// The bytes a first visit to the login page downloads: every script and stylesheet index.html
// references (entry, module preloads, CSS), raw and gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

export function benchWebSize() {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) =>
    String(m[1]),
  );
  const rows = files.map((file) => {
    const bytes = fs.readFileSync(path.join(DIST, file));
    return {
      file,
      kind: file.endsWith('.js') ? 'js' : 'css',
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
  });
  /** @param {'js' | 'css'} kind */
  const total = (kind) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
  return {
    rows,
    jsGzipKiB: Math.round(total('js') / 102.4) / 10,
    cssGzipKiB: Math.round(total('css') / 102.4) / 10,
  };
}
