import fs from 'node:fs';
import path from 'node:path';

/**
 * The uploaded files of a DATA_DIR (DATA_DIR/files, docs/work-order-record.md) go with its
 * database: a backup `<name>.sql` has them in `<name>.sql.files/`, and a restore puts them back.
 * A file is written once under its own key and never changed, so a running server's files copy
 * as they are; one removed while the copy runs is skipped, and a half-written upload (`.part`)
 * is never copied.
 */
export const filesDirOf = (dataDir: string) => path.join(dataDir, 'files');
export const backupFilesDirOf = (backupFile: string) => `${backupFile}.files`;

/** Copies the tree at `from` to `to` (made new); the number of files copied. */
export function copyFileTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let copied = 0;
  const walk = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(from, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        walk(name);
      } else if (entry.isFile() && !entry.name.endsWith('.part')) {
        fs.mkdirSync(path.join(to, relative), { recursive: true });
        try {
          fs.copyFileSync(path.join(from, name), path.join(to, name), fs.constants.COPYFILE_EXCL);
          copied += 1;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
  };
  walk('');
  return copied;
}
