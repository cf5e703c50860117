import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadRequest } from '../../src/routes/database/upload-fixture.ts';
import { expectStatus, type Users, type World } from './matrix-fixture.ts';
import { call, fresh, type Row } from './matrix-rows.ts';

const OK = 'ok';

let uploadDb: number | null = null;
/** A SQLite database with allow_file_upload on, made once by the admin. */
async function uploadDatabase(w: World & { u: Users }): Promise<number> {
  if (uploadDb !== null) return uploadDb;
  const file = join(mkdtempSync(join(tmpdir(), 'sl-matrix-upload-')), 'upload.db');
  const res = await w.as.admin.post('/api/v1/database/', {
    database_name: fresh('uploads'),
    sqlalchemy_uri: `sqlite:///${file}`,
    allow_file_upload: true,
  });
  uploadDb = expectStatus(res, 201, 'upload database').json().id as number;
  return uploadDb;
}

const csv = () => ({ filename: 'f.csv', content: 'a,b\n1,2\n3,4\n' });
const upload = (fields: Record<string, string>) => uploadRequest(fields, csv());

/**
 * File upload into a database (issue #19 point 4), as Superset: can_upload on Database, which
 * Alpha and Admin hold and Gamma and sql_lab do not; only into a database with allow_file_upload.
 */
// prettier-ignore
export const UPLOAD_ROWS: Row[] = [
  //                                                     anon gamma A    B    sqllab admin
  { action: 'upload: CSV into an upload database',      cells: [401, 403, OK,  OK,  403, OK],  run: call(async (c, w) => { const b = upload({ type: 'csv', table_name: fresh('t') }); return c.raw('POST', `/api/v1/database/${await uploadDatabase(w)}/upload/`, b.payload, b.headers); }) },
  { action: 'upload: CSV into a database without it',   cells: [401, 403, 403, 403, 403, 403], run: call((c, w) => { const b = upload({ type: 'csv', table_name: fresh('t') }); return c.raw('POST', `/api/v1/database/${w.o.shop}/upload/`, b.payload, b.headers); }) },
  { action: 'upload: file metadata',                    cells: [401, 403, OK,  OK,  403, OK],  run: call((c) => { const b = upload({ type: 'csv' }); return c.raw('POST', '/api/v1/database/upload_metadata/', b.payload, b.headers); }) },
];
