import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { csvStream } from './csv-writer.ts';
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
    expect(strFromU8(files['query_1.csv'])).toBe('\uFEFFValue\na0\n"b, c"\n');
    expect(strFromU8(files['query_2.csv'])).toBe('\uFEFFValue\na1\n"b, c"\n');
  });

  it('keeps large entries intact across many chunks', async () => {
    const big = Buffer.alloc(3_000_000);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 7919) % 251;
    const chunksOf = (data: Buffer): Readable => Readable.from([data.subarray(0, 1_000_000), data.subarray(1_000_000)]);
    const files = unzipSync(new Uint8Array(await collect(zipStreams([
      { name: 'big.bin', stream: () => chunksOf(big) },
      { name: 'ünïcode.txt', stream: () => Readable.from(['héllo']) },
    ]))));
    expect(Buffer.from(files['big.bin']).equals(big)).toBe(true);
    expect(strFromU8(files['ünïcode.txt'])).toBe('héllo');
  });

  it('destroys the zip with an entry error', async () => {
    const failing = (): Readable =>
      new Readable({
        read() {
          this.destroy(new Error('entry failed'));
        },
      });
    await expect(collect(zipStreams([{ name: 'x.csv', stream: failing }]))).rejects.toThrow('entry failed');
  });
});
