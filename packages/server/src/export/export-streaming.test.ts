import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { csvStream } from './csv-writer.ts';
import { type ExportColumn, type ExportRow } from './export-values.ts';
import { xlsxStream } from './xlsx-writer.ts';
import { zipStreams } from './zip-writer.ts';

// Large exports must flow through: batches in, bytes out, memory flat. The generator makes every row
// on demand, the sink only counts bytes, and memory is sampled while the export runs.

const columns: ExportColumn[] = [
  { name: 'id', label: 'Id', generic: GenericDataType.NUMERIC },
  { name: 'name', label: 'Name', generic: GenericDataType.STRING },
  { name: 'value', label: 'Value', generic: GenericDataType.NUMERIC },
  { name: 'ts', label: 'Time', generic: GenericDataType.TEMPORAL },
  { name: 'flag', label: 'Flag', generic: GenericDataType.BOOLEAN },
];
const BATCH = 1000;
const START = Date.UTC(2024, 0, 1);
const MB = 1024 * 1024;

interface Progress {
  rows: number;
  isClosed: boolean;
}

async function* generateRows(
  total: number,
  progress: Progress = { rows: 0, isClosed: false },
): AsyncGenerator<ExportRow[]> {
  try {
    for (let start = 0; start < total; start += BATCH) {
      const batch: ExportRow[] = [];
      for (let i = start; i < Math.min(total, start + BATCH); i += 1) {
        batch.push({
          id: i,
          name: `name-${i}`,
          value: i * 1.25,
          ts: new Date(START + i * 1000),
          flag: i % 2 === 0,
        });
      }
      progress.rows += batch.length;
      yield batch;
    }
  } finally {
    progress.isClosed = true; // where a database cursor would be released
  }
}

interface Measured {
  bytes: number;
  seconds: number;
  heapGrowthMb: number;
  buffersGrowthMb: number;
}

/**
 * Pipes a stream into a byte-counting sink, sampling live heap and buffer memory every 200 ms: each
 * sample collects garbage first (the server project runs with --expose-gc), so what grows is what
 * the export holds, not garbage a busier heap (other test files share the worker) has not collected yet.
 */
async function measure(stream: Readable): Promise<Measured> {
  global.gc?.();
  const base = process.memoryUsage();
  let peakHeap = base.heapUsed;
  let peakBuffers = base.arrayBuffers;
  const sample = (): void => {
    global.gc?.();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  };
  const timer = setInterval(sample, 200);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback();
    },
  });
  const started = performance.now();
  try {
    await pipeline(stream, sink);
  } finally {
    clearInterval(timer);
    sample();
  }
  return {
    bytes,
    seconds: (performance.now() - started) / 1000,
    heapGrowthMb: (peakHeap - base.heapUsed) / MB,
    buffersGrowthMb: (peakBuffers - base.arrayBuffers) / MB,
  };
}

function report(label: string, rows: number, m: Measured): void {
  console.log(
    `${label}: ${rows.toLocaleString('en')} rows x ${columns.length} cols -> ${(m.bytes / MB).toFixed(1)} MB in ` +
      `${m.seconds.toFixed(1)} s; peak growth heap ${m.heapGrowthMb.toFixed(0)} MB, buffers ${m.buffersGrowthMb.toFixed(0)} MB`,
  );
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts an export of endless rows and reads nothing: the rows pulled must stop growing. Then the
 * reader goes away: the source must be closed.
 */
async function pullWithoutReader(
  open: (source: AsyncIterable<ExportRow[]>) => Readable,
): Promise<Progress & { rowsLater: number }> {
  const progress: Progress = { rows: 0, isClosed: false };
  const stream = open(generateRows(Number.MAX_SAFE_INTEGER, progress));
  stream.once('readable', () => stream.read()); // reads once, then never again
  await sleep(1000);
  const { rows } = progress;
  await sleep(500);
  const rowsLater = progress.rows;
  stream.destroy();
  await sleep(50);
  return { rows, rowsLater, isClosed: progress.isClosed };
}

describe('streamed exports of large results', () => {
  it('CSV: 1,000,000 rows with flat memory', { timeout: 60_000 }, async () => {
    const rows = 1_000_000;
    const m = await measure(csvStream(generateRows(rows), columns));
    report('CSV', rows, m);
    // "999999,name-999999,1249998.75,2024-01-12 13:46:39,False" is 56 bytes + newline.
    expect(m.bytes).toBeGreaterThan(rows * 40);
    expect(m.bytes).toBeLessThan(rows * 60);
    expect(m.heapGrowthMb).toBeLessThan(50);
    expect(m.buffersGrowthMb).toBeLessThan(50);
  });

  it('XLSX: 1,000,000 rows with flat memory', { timeout: 120_000 }, async () => {
    const rows = 1_000_000;
    const m = await measure(xlsxStream(generateRows(rows), columns));
    report('XLSX', rows, m);
    expect(m.bytes).toBeGreaterThan(rows * 10);
    expect(m.bytes).toBeLessThan(rows * 100);
    expect(m.heapGrowthMb).toBeLessThan(50);
    expect(m.buffersGrowthMb).toBeLessThan(50);
  });

  it('ZIP of two CSVs: 2 x 250,000 rows with flat memory', { timeout: 30_000 }, async () => {
    const rows = 250_000;
    const entry = (name: string): { name: string; stream: () => Readable } => ({
      name,
      stream: () => csvStream(generateRows(rows), columns),
    });
    const m = await measure(zipStreams([entry('query_1.csv'), entry('query_2.csv')]));
    report('ZIP', rows * 2, m);
    expect(m.bytes).toBeGreaterThan(1 * MB);
    expect(m.heapGrowthMb).toBeLessThan(50);
  });

  it.each([
    ['csv', (source: AsyncIterable<ExportRow[]>) => csvStream(source, columns), 2 * BATCH],
    ['xlsx', (source: AsyncIterable<ExportRow[]>) => xlsxStream(source, columns), 50_000],
    [
      'zip',
      (source: AsyncIterable<ExportRow[]>) =>
        zipStreams([{ name: 'q.csv', stream: () => csvStream(source, columns) }]),
      50_000,
    ],
  ])(
    '%s: stops pulling rows while nobody reads, closes the source when the reader leaves',
    async (format, open, most) => {
      const { rows, rowsLater, isClosed } = await pullWithoutReader(open);
      console.log(
        `${format}: rows pulled without a reader: ${rows} after 1 s, ${rowsLater} after 1.5 s`,
      );
      expect(rowsLater).toBe(rows);
      expect(rowsLater).toBeLessThanOrEqual(most);
      expect(isClosed).toBe(true);
    },
  );
});
