import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import ExcelJS from 'exceljs';
import { csvStream } from './csv-writer.ts';
import { xlsxStream } from './xlsx-writer.ts';
import { zipStreams } from './zip-writer.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('zipStreams', () => {
  it('zips several streams, each opened only when its turn comes', async () => {
    const opened: string[] = [];
    const column = [{ name: 'v', label: 'Value', generic: GenericDataType.STRING }];
    const entries = ['query_1.csv', 'query_2.csv'].map((name, i) => ({
      name,
      stream: () => {
        opened.push(name);
        return csvStream([[{ v: `a${i}` }, { v: 'b, c' }]], column);
      },
    }));
    const stream = zipStreams(entries);
    expect(opened).toEqual([]);
    const files = unzipSync(new Uint8Array(await collect(stream)));
    expect(opened).toEqual(['query_1.csv', 'query_2.csv']);
    expect(Object.keys(files)).toEqual(['query_1.csv', 'query_2.csv']);
    // Buffer keeps the BOM that TextDecoder (strFromU8) would swallow.
    expect(Buffer.from(files['query_1.csv']).toString('utf8')).toBe('\uFEFFValue\na0\n"b, c"\n');
    expect(Buffer.from(files['query_2.csv']).toString('utf8')).toBe('\uFEFFValue\na1\n"b, c"\n');
  });

  it('keeps large entries intact across many chunks', async () => {
    const big = Buffer.alloc(3_000_000);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 7919) % 251;
    const chunksOf = (data: Buffer): Readable =>
      Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)]);
    const files = unzipSync(
      new Uint8Array(
        await collect(
          zipStreams([
            { name: 'big.bin', stream: () => chunksOf(big) },
            { name: 'ünïcode.txt', stream: () => Readable.from(['héllo']) },
          ]),
        ),
      ),
    );
    expect(Buffer.from(files['big.bin']).equals(big)).toBe(true);
    expect(strFromU8(files['ünïcode.txt'])).toBe('héllo');
  });

  it('stores an xlsx as it is (already deflated) and deflates csv', async () => {
    const column = [{ name: 'v', label: 'Value', generic: GenericDataType.NUMERIC }];
    const zipped = await collect(
      zipStreams([
        { name: 'query_1.xlsx', stream: () => xlsxStream([[{ v: 42 }]], column) },
        { name: 'query_2.csv', stream: () => csvStream([[{ v: 42 }]], column) },
      ]),
    );
    expect(zipped.readUInt32LE(0)).toBe(0x04034b50); // first local file header
    expect(zipped.readUInt16LE(8)).toBe(0); // compression method: stored
    const files = unzipSync(new Uint8Array(zipped));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(files['query_1.xlsx']) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(1).value).toBe(42);
    expect(Buffer.from(files['query_2.csv']).toString('utf8')).toBe('\uFEFFValue\n42\n');
  });

  it('destroys the zip with an entry error', async () => {
    const failing = (): Readable =>
      new Readable({
        read() {
          this.destroy(new Error('entry failed'));
        },
      });
    await expect(collect(zipStreams([{ name: 'x.csv', stream: failing }]))).rejects.toThrow(
      'entry failed',
    );
  });
});
