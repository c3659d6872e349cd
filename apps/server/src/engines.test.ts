import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises Node 22.22 (the floor of react-router 8; CI runs 24): every package the
 * lock installs must accept it, or a fresh install warns. A package that wants more moves the
 * promise, and the README with it.
 */
describe('the lock file', () => {
  it('installs nothing that refuses the Node version the README promises', () => {
    const root = new URL('../../../', import.meta.url);
    const promised = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8')).engines
      .node as string;
    const lowest = semver.minVersion(promised)?.version ?? '';
    const lock = JSON.parse(fs.readFileSync(new URL('package-lock.json', root), 'utf8')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.optional)
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(lowest, range) ? [`${path} wants node ${range}`] : [];
      });
    expect(lowest).toBe('22.22.0');
    expect(refusing).toEqual([]);
  });
});
