import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { openDatabase } from '../../commands/database/open-database.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Test helpers of the upload routes: multipart bodies, fixture files, reading a table back. */

export interface FilePart {
  filename: string;
  content: Buffer | string;
}

/** A multipart/form-data request as the upload dialog sends it. */
export function uploadRequest(
  fields: Record<string, string>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart upload with a bearer token. */
export function postUpload(
  t: TestApp,
  token: string,
  url: string,
  fields: Record<string, string>,
  file?: FilePart,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = uploadRequest(fields, file);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

/** A fresh temporary directory. */
export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** A Parquet file (written by DuckDB) with integer, decimal, text, boolean and date columns. */
export async function parquetFixture(rows: number): Promise<Buffer> {
  const path = join(tempDir('sl-parquet-'), 'f.parquet');
  const instance = await DuckDBInstance.create(':memory:');
  const conn = await instance.connect();
  await conn.run(
    `COPY (SELECT range AS id, range * 1.5 AS amount, 'item ' || range AS label,
       range % 2 = 0 AS is_even, DATE '2024-01-01' + range::INTEGER AS day
       FROM range(${rows})) TO '${path}' (FORMAT parquet)`,
  );
  conn.closeSync();
  instance.closeSync();
  const { readFile } = await import('node:fs/promises');
  return readFile(path);
}

/** An .xlsx workbook with two sheets: `Orders` (name, qty, price, ordered_at) and `Other`. */
export async function excelFixture(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.addRow(['name', 'qty', 'price', 'ordered_at']);
  ws.addRow(['apple', 3, 1.25, new Date(Date.UTC(2024, 0, 2))]);
  ws.addRow(['pear', 4, 2.5, new Date(Date.UTC(2024, 0, 3, 10, 30))]);
  ws.addRow([{ richText: [{ text: 'fi' }, { text: 'g' }] }, 5, 0.25, null]);
  wb.addWorksheet('Other').addRow(['x', 'y']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Runs `sql` on the stored database `id` through its engine driver. */
export async function queryDatabase(t: TestApp, id: number, sql: string): Promise<unknown[][]> {
  const db = (await t.ctx.databases.findById(id))!;
  const { driver } = await openDatabase(t.ctx, db);
  return (await driver.execute(sql)).rows;
}
