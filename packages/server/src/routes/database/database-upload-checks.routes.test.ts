import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  tokenFor,
  userWithRole,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  excelFixture,
  parquetFixture,
  postUpload,
  queryDatabase,
  tempDir,
} from './upload-fixture.ts';

/**
 * Who may upload where, what a bad file answers, the options of the upload form, and
 * upload_metadata, on SQLite (the engine-specific writes are in database-upload.routes.test.ts).
 */

let t: TestApp;
let token: string;
let open: number; // allow_file_upload, any schema
let closed: number; // allow_file_upload off
let narrow: number; // allow_file_upload, only schema `uploads`

beforeAll(async () => {
  t = await createTestApp({}, { uploadMaxBytes: 64 * 1024 });
  token = await tokenFor(t.app);
  const api = client(t.app, token);
  const make = async (name: string, body: object) => {
    const uri = `sqlite:///${join(tempDir('sl-upl-'), 'u.db')}`;
    const res = await api.post('/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  open = await make('open', { allow_file_upload: true });
  closed = await make('closed', { allow_file_upload: false });
  narrow = await make('narrow', {
    allow_file_upload: true,
    extra: JSON.stringify({ schemas_allowed_for_file_upload: ['uploads'] }),
  });
});
afterAll(async () => t.close());

const csvFile = (content: string) => ({ filename: 'f.csv', content });
const upload = (id: number, fields: Record<string, string>, content: string | Buffer) =>
  postUpload(t, token, `/api/v1/database/${id}/upload/`, fields, csvFile(content as string));
const metadata = (fields: Record<string, string>, content: string | Buffer, filename = 'f.csv') =>
  postUpload(t, token, '/api/v1/database/upload_metadata/', fields, { filename, content });

describe('upload permissions', () => {
  it('is forbidden to Gamma and into databases without allow_file_upload', async () => {
    const gamma = await userWithRole(t, token, 'upload_gamma', 'Gamma');
    const res = await postUpload(t, gamma.token, `/api/v1/database/${open}/upload/`, {
      type: 'csv',
      table_name: 'g',
    });
    expect(res.statusCode).toBe(403);
    const off = await upload(closed, { type: 'csv', table_name: 'x' }, 'a\n1\n');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('Database schema is not allowed for csv uploads.');
    const wrong = await upload(narrow, { type: 'csv', table_name: 'x' }, 'a\n1\n');
    expect(wrong.statusCode).toBe(403);
    const missing = await upload(9999, { type: 'csv', table_name: 'x' }, 'a\n1\n');
    expect(missing.statusCode).toBe(404);
  });

  it('lists upload databases with upload_is_enabled and grants can_upload in _info', async () => {
    const api = client(t.app, token);
    const q = '(filters:!((col:allow_file_upload,opr:upload_is_enabled,value:!t)))';
    const list = (await api.get(`/api/v1/database/?q=${q}`)).json();
    expect(list.result.map((d: { id: number }) => d.id).sort()).toEqual([open, narrow].sort());
    const info = (await api.get('/api/v1/database/_info?q=(keys:!(permissions))')).json();
    expect(info.permissions).toContain('can_upload');
    const schemas = async (id: number, path: string) =>
      (await api.get(path.replace('ID', `${id}`))).json();
    const allowed = '/api/v1/database/ID/schemas/?q=(upload_allowed:!t)';
    expect((await schemas(open, allowed)).result).toEqual(['main']);
    expect((await schemas(narrow, allowed)).result).toEqual([]);
    expect((await schemas(closed, allowed)).result).toEqual([]);
    expect((await schemas(closed, '/api/v1/database/ID/schemas/')).result).toEqual(['main']);
    const access = '/api/v1/database/ID/schemas_access_for_file_upload/';
    expect((await schemas(open, access)).schemas).toEqual(['main']);
    expect((await schemas(narrow, access)).schemas).toEqual([]);
  });
});

describe('bad requests and bad files', () => {
  it('answers 400 for missing fields and 413 past the size limit', async () => {
    const noName = await upload(open, { type: 'csv' }, 'a\n1\n');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message.table_name).toBeDefined();
    const noFile = await postUpload(t, token, `/api/v1/database/${open}/upload/`, {
      type: 'csv',
      table_name: 'x',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message.file).toBeDefined();
    const badType = await upload(open, { type: 'json', table_name: 'x' }, 'a\n1\n');
    expect(badType.statusCode).toBe(400);
    const big = await upload(open, { type: 'csv', table_name: 'big' }, `a\n${'1\n'.repeat(40000)}`);
    expect(big.statusCode).toBe(413);
  });

  it('answers 422 for unparsable files and cells that do not fit, writing nothing', async () => {
    const quote = await upload(open, { type: 'csv', table_name: 'q' }, 'a,b\n"1,2\n');
    expect(quote.statusCode).toBe(422);
    expect(quote.json().message).toMatch(/Parsing error/);
    const ragged = await upload(open, { type: 'csv', table_name: 'r' }, 'a,b\n1,2\n3,4,5\n');
    expect(ragged.statusCode).toBe(422);
    const dtype = await upload(
      open,
      { type: 'csv', table_name: 'd', column_data_types: '{"a":"int64"}' },
      'a,b\n1,x\nnope,y\n',
    );
    expect(dtype.statusCode).toBe(422);
    expect(dtype.json().message).toMatch(/Cannot convert column 'a' to int64. Line 3: 'nope'/);
    const notParquet = await postUpload(
      t,
      token,
      `/api/v1/database/${open}/upload/`,
      { type: 'columnar', table_name: 'p' },
      { filename: 'f.parquet', content: 'not parquet' },
    );
    expect(notParquet.statusCode).toBe(422);
    const notExcel = await postUpload(
      t,
      token,
      `/api/v1/database/${open}/upload/`,
      { type: 'excel', table_name: 'e' },
      { filename: 'f.xlsx', content: 'not a workbook' },
    );
    expect(notExcel.statusCode).toBe(422);
    const tables = await queryDatabase(
      t,
      open,
      "SELECT name FROM sqlite_master WHERE type='table'",
    );
    expect(tables.flat()).toEqual([]);
  });
});

describe('upload options', () => {
  it('reads rows, columns, index, nulls, delimiter and dtypes as Superset passes them', async () => {
    const content = [
      'report of the day',
      'id;city;amount;flag',
      '1;Oslo;10;x',
      '',
      '2;n/a;20;y',
      '3;Rome;-;z',
      '4;Lima;40;w',
    ].join('\n');
    const res = await upload(
      open,
      {
        type: 'csv',
        table_name: 'opts',
        delimiter: ';',
        skip_rows: '1',
        skip_blank_lines: 'true',
        columns_read: 'id,city,amount',
        index_column: 'id',
        dataframe_index: 'true',
        index_label: 'row_id',
        null_values: 'n/a,-',
        rows_to_read: '3',
        column_data_types: '{"amount":"float64"}',
      },
      content,
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await queryDatabase(t, open, 'SELECT * FROM opts ORDER BY row_id');
    expect(rows).toEqual([
      [1, 'Oslo', 10],
      [2, null, 20],
      [3, 'Rome', null],
    ]);
    const cols = await queryDatabase(t, open, "SELECT name, type FROM pragma_table_info('opts')");
    expect(cols).toEqual([
      ['row_id', 'BIGINT'],
      ['city', 'TEXT'],
      ['amount', 'FLOAT'],
    ]);
  });

  it('uploads a zip of Parquet files as one table, as Superset accepts', async () => {
    const zip = Buffer.from(
      zipSync({
        'a.parquet': await parquetFixture(10),
        'dir/b.parquet': await parquetFixture(20),
        'readme.txt': Buffer.from('skipped'),
      }),
    );
    const res = await postUpload(
      t,
      token,
      `/api/v1/database/${open}/upload/`,
      { type: 'columnar', table_name: 'zipped', columns_read: 'id,amount' },
      { filename: 'f.zip', content: zip },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(
      await queryDatabase(t, open, 'SELECT COUNT(*), SUM(id), SUM(amount) FROM zipped'),
    ).toEqual([[30, 235, 352.5]]);
    const cols = await queryDatabase(t, open, "SELECT name FROM pragma_table_info('zipped')");
    expect(cols.flat()).toEqual(['id', 'amount']);
  });

  it('quotes table and column names: a hostile name is just a name', async () => {
    const name = 'evil"; DROP TABLE opts; --';
    const res = await upload(open, { type: 'csv', table_name: name }, 'x"y,b\n1,2\n');
    expect(res.statusCode, res.body).toBe(201);
    const tables = await queryDatabase(
      t,
      open,
      "SELECT name FROM sqlite_master WHERE type='table'",
    );
    expect(tables.flat()).toEqual(expect.arrayContaining([name, 'opts']));
    expect(
      await queryDatabase(t, open, `SELECT "x""y" FROM "${name.replace(/"/g, '""')}"`),
    ).toEqual([[1]]);
  });

  it('answers upload_metadata with the columns of a CSV, each Excel sheet and a Parquet file', async () => {
    const csv = await metadata({ type: 'csv', delimiter: ';' }, 'a;b;a\n1;2;3\n');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json()).toEqual({
      result: { items: [{ column_names: ['a', 'b', 'a.1'], sheet_name: null }] },
    });
    const xl = await metadata({ type: 'excel' }, await excelFixture(), 'f.xlsx');
    expect(xl.json().result.items).toEqual([
      { sheet_name: 'Orders', column_names: ['name', 'qty', 'price', 'ordered_at'] },
      { sheet_name: 'Other', column_names: ['x', 'y'] },
    ]);
    const pq = await metadata({ type: 'columnar' }, await parquetFixture(3), 'f.parquet');
    expect(pq.json().result.items[0].column_names).toEqual([
      'id',
      'amount',
      'label',
      'is_even',
      'day',
    ]);
  });
});
