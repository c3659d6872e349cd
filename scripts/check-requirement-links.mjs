// Every `requirements/<file>.md#<heading>` cited in the code or the docs must name a file of
// docs/requirements/ and one of its headings, so a comment's citation can always be followed.
// Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const citation = /requirements\/([a-z-]+)\.md((?:#[a-z0-9-]+(?:,\s*|\s+and\s+|\s+to\s+)?)*)/g;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchorsByFile = new Map();
function anchorsOf(name) {
  if (!anchorsByFile.has(name)) {
    const path = `${root}docs/requirements/${name}.md`;
    const anchors = existsSync(path)
      ? new Set(
          readFileSync(path, 'utf8')
            .split('\n')
            .filter((line) => /^#{1,6} /.test(line))
            .map((line) => anchorOf(line.replace(/^#+ /, ''))),
        )
      : null;
    anchorsByFile.set(name, anchors);
  }
  return anchorsByFile.get(name);
}

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|md)$/.test(file) && existsSync(`${root}${file}`));

const broken = [];
for (const file of files) {
  const lines = readFileSync(`${root}${file}`, 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [cited, name, anchorList] of line.matchAll(citation)) {
      const anchors = anchorsOf(name);
      const missing = anchors
        ? [...anchorList.matchAll(/#([a-z0-9-]+)/g)]
            .map(([, a]) => a)
            .filter((a) => !anchors.has(a))
        : ['(no such file)'];
      if (missing.length > 0) broken.push(`${file}:${index + 1}: ${cited} → ${missing.join(', ')}`);
    }
  });
}

if (broken.length > 0) {
  console.error(`Citations of docs/requirements/ that lead nowhere:\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(`requirement links: every citation in ${files.length} files leads to a heading`);
