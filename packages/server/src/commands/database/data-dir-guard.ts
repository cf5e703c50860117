import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { ParsedUri } from '../../engines/uri.ts';

/**
 * Keeps file databases out of the data directory. The data dir holds the metadata store (users,
 * password hashes, encrypted database passwords), the examples file and uploads: a database pointing
 * there would let SQL Lab read or rewrite them. The path is compared after resolving `..`, `file:`
 * URIs, percent-encoding and symlinks (of the longest existing prefix), and a file that exists is
 * also compared by inode with the files of the data dir, which catches hard links.
 */

/** The file path a file-engine URI opens, without `file:` URI syntax; null for in-memory databases. */
export function databaseFilePath(uri: ParsedUri): string | null {
  let path = uri.database ?? '';
  if (path === '' || path === ':memory:') return null;
  if (/^file:/i.test(path)) {
    // SQLite URI filenames: file:/abs, file:///abs, file://localhost/abs, file:rel?mode=ro#x.
    path = path.replace(/^file:/i, '').replace(/[?#].*$/s, '');
    if (path.startsWith('//')) path = path.replace(/^\/\/[^/]*/, '');
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed escape is kept as text: the file name then contains the `%`.
    }
    if (path === '' || path === ':memory:') return null;
  }
  return resolve(path);
}

/** The real path of `path`: symlinks of its longest existing prefix resolved, the rest appended. */
function realPathOf(path: string): string {
  const rest: string[] = [];
  let current = path;
  while (!existsSync(current)) {
    const parent = dirname(current);
    if (parent === current) return path;
    rest.unshift(basename(current));
    current = parent;
  }
  try {
    return join(realpathSync(current), ...rest);
  } catch {
    return path;
  }
}

const isInside = (path: string, dir: string): boolean =>
  path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/** Whether an existing `path` is the same file (a hard link) as a file directly in `dataDir`. */
function isHardLinkInto(path: string, dataDir: string): boolean {
  try {
    const target = statSync(path);
    if (!target.isFile()) return false;
    return readdirSync(dataDir).some((name) => {
      const s = statSync(join(dataDir, name), { throwIfNoEntry: false });
      return s !== undefined && s.dev === target.dev && s.ino === target.ino;
    });
  } catch {
    return false;
  }
}

/** Whether a file path lies inside the data directory (or is a link to a file of it). */
export function isInDataDir(path: string, dataDir: string): boolean {
  const dir = resolve(dataDir);
  const realDir = realPathOf(dir);
  const real = realPathOf(path);
  return (
    isInside(path, dir) ||
    isInside(real, realDir) ||
    isInside(real, dir) ||
    isHardLinkInto(real, realDir)
  );
}
