import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { AppError } from '../../../errors.ts';

/**
 * A columnar upload may be a .zip of Parquet files, as Superset accepts. The archive is inflated as
 * a stream next to it under generated names (an entry's own path is never used), at most
 * `maxBytes` in all; other entries are skipped.
 */

/** Whether the file starts with a zip local file header. */
export async function isZipFile(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/** Inflates the .parquet entries of the zip at `path`; returns their paths in archive order. */
export async function extractParquetFiles(path: string, maxBytes: number): Promise<string[]> {
  const out: string[] = [];
  const fds: number[] = [];
  let total = 0;
  let failure: AppError | null = null;
  const unzip = new Unzip((entry) => {
    if (!/\.parquet$/i.test(entry.name) || entry.name.includes('__MACOSX')) return;
    const target = join(dirname(path), `part-${out.length}.parquet`);
    const fd = openSync(target, 'w');
    fds.push(fd);
    out.push(target);
    entry.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) failure = new AppError(422, `Parsing error: bad zip entry: ${err.message}`);
      else {
        total += chunk.length;
        if (total > maxBytes) failure = new AppError(413, 'The unzipped files are too large.');
        else writeSync(fd, chunk);
      }
      if (final || failure) closeSync(fd);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(path)) {
      unzip.push(chunk as Uint8Array);
      if (failure) break;
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch (e) {
    failure ??= new AppError(
      422,
      `Parsing error: not a readable zip file: ${(e as Error).message}`,
    );
  } finally {
    for (const fd of fds) {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
    }
  }
  if (failure) throw failure;
  if (!out.length) throw new AppError(422, 'Parsing error: the zip file holds no .parquet file');
  return out;
}
