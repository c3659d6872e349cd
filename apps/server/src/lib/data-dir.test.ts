import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirLockedError, loadOrCreateSecret, lockDataDir } from './data-dir';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmms-data-dir-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('takes the directory and releases it', () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses while another running process holds it', () => {
    // The parent process is certainly alive and is not us.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

describe('loadOrCreateSecret', () => {
  it('generates a secret once, readable only by its owner, and keeps it', () => {
    const first = loadOrCreateSecret(dir, 'jwt');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'jwt.secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir, 'jwt')).toBe(first);
  });

  it('takes the secret of a process that wrote one between its read and its write', () => {
    const theirs = 't'.repeat(64);
    const link = fs.linkSync;
    const linked = vi.spyOn(fs, 'linkSync').mockImplementationOnce((from, to) => {
      fs.writeFileSync(path.join(dir, 'jwt.secret'), `${theirs}\n`);
      link(from, to);
    });
    try {
      expect(loadOrCreateSecret(dir, 'jwt')).toBe(theirs);
      expect(linked).toHaveBeenCalledOnce();
    } finally {
      linked.mockRestore();
    }
    expect(fs.readdirSync(dir)).toEqual(['jwt.secret']);
    expect(loadOrCreateSecret(dir, 'jwt')).toBe(theirs);
  });
});
