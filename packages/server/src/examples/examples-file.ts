import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB_INSTANCE_OPTIONS } from '../engines/duckdb/duckdb-driver.ts';
import type { ParsedUri } from '../engines/uri.ts';

/** File name of the embedded examples database, inside the data dir. */
export const EXAMPLES_FILE = 'examples.duckdb';

/**
 * How the embedded examples database is registered: a path relative to the data dir (so that the
 * registration stays right when the data dir moves or is mounted elsewhere), opened read-only. DuckDB
 * lets any number of processes open a file read-only at once, as long as none holds it for writing;
 * the file is written once, by the process that generates it, and closed (docs/adr/0017).
 */
export const EXAMPLES_DUCKDB_URI = `duckdb:///${EXAMPLES_FILE}?access_mode=read_only`;

/**
 * The URI a process connects with: the examples file (`duckdb:///examples.duckdb`, relative) becomes
 * the file of this process's data dir, always read-only. Any other URI is returned unchanged: only
 * this one name is resolved against the data dir, so no other database can reach a file there.
 */
export function inDataDir(uri: ParsedUri, dataDir: string): ParsedUri {
  if (uri.dialect !== 'duckdb' || uri.database !== EXAMPLES_FILE) return uri;
  return {
    ...uri,
    database: join(dataDir, EXAMPLES_FILE),
    query: { ...uri.query, access_mode: 'read_only' },
  };
}

/** Whether this process can open the examples DuckDB file, and why not. */
export type ExamplesFileState = 'usable' | 'missing' | 'held-by-another-process';

/**
 * Checks the examples DuckDB file registered by another process (or an earlier start). Many
 * processes may read it at once, but not while one holds it for writing (an older start that
 * registered it read-write, or `sightline load-data` into it); on another host the file may not
 * exist at all. The probe opens read-only outside DuckDB's instance cache and closes at once, so it
 * takes the file from nobody. Any other failure is left for the first query to report.
 */
export async function examplesFileState(path: string): Promise<ExamplesFileState> {
  if (!existsSync(path)) return 'missing';
  try {
    const probe = await DuckDBInstance.create(path, {
      ...DUCKDB_INSTANCE_OPTIONS,
      access_mode: 'READ_ONLY',
    });
    probe.closeSync();
    return 'usable';
  } catch (err) {
    return /could not set lock/i.test((err as Error).message)
      ? 'held-by-another-process'
      : 'usable';
  }
}
