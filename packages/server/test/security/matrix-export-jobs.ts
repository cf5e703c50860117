import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvExportsOf } from '../../src/export/csv-export-jobs.ts';
import type { Users, World } from './matrix-fixture.ts';
import { call, type Row } from './matrix-rows.ts';

const OK = 'ok';

let fileOfA: string | null = null;
/** A finished CSV export job's file of alphaA, as a worker leaves it (made once). */
function exportOfA(w: World & { u: Users }): string {
  if (fileOfA) return fileOfA;
  const dir = csvExportsOf(w.t.ctx).dir;
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  writeFileSync(join(dir, `${id}.csv`), 'a\n1\n');
  const meta = { userId: w.ids.alphaA, filename: 'sqllab_a.csv', workerId: 'matrix' };
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(meta));
  fileOfA = id;
  return id;
}

/** The file of a large SQL Lab CSV export run as a job (docs/adr/0016): its owner only; 404 to others. */
// prettier-ignore
export const EXPORT_JOB_ROWS: Row[] = [
  //                                                     anon gamma A    B    sqllab admin
  { action: "sqllab: download A's export job file",      cells: [401, 403, OK,  404, 404, 404], run: call((c, w) => c.get(`/api/v1/sqllab/export_file/${exportOfA(w)}`)) },
];
