import { existsSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { DUCKDB_INSTANCE_OPTIONS } from '../engines/duckdb/duckdb-driver.ts';

/** Whether this process can open the examples DuckDB file, and why not. */
export type ExamplesFileState = 'usable' | 'missing' | 'held-by-another-process';

/**
 * Checks the examples DuckDB file registered by another process (or an earlier start). DuckDB lets
 * one process open a file at a time, so when a process started beside this one generated it, that
 * process holds it and queries from here fail with a lock error; on another host the path may not
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
