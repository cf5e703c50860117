import { type Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GenericDataType } from '@sightline/core';
import { csvColumnStream } from './csv-columns.ts';
import { csvStream } from './csv-writer.ts';
import { type ExportColumn } from './export-values.ts';

const { NUMERIC, STRING, TEMPORAL, BOOLEAN } = GenericDataType;

async function text(stream: Readable): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

// Values the column writer's fast paths see, next to the ones that must take the general path.
const tricky: unknown[] = [
  'plain',
  ' =1+1',
  ' leading',
  'trailing ',
  '"quoted',
  'a;b',
  'a,b',
  'back\\slash',
  'tab\there',
  '-5',
  '@sum',
  '',
  'line\nbreak',
  'ünïcode 漢字',
  0,
  -0,
  1.5,
  1e21,
  -1e-7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  undefined,
  new Date(Date.UTC(2024, 4, 13, 10, 20, 30)),
  new Date(Date.UTC(2024, 4, 13, 10, 20, 30, 7)),
  new Date('invalid'),
  new Date(Date.UTC(12000, 0, 1)),
  new Date(Date.UTC(-50, 0, 1)),
  10n,
];

describe('csvColumnStream fast paths', () => {
  it.each([
    [',', STRING],
    [';', STRING],
    ['\t', NUMERIC],
    [',', TEMPORAL],
    [',', BOOLEAN],
  ])('writes what csvStream writes (delimiter %j, column type %s)', async (delimiter, generic) => {
    const columns: ExportColumn[] = [
      { name: 'v', label: 'V', generic },
      { name: 'd', label: 'D', generic: TEMPORAL, isDateOnly: true },
    ];
    const rows = tricky.map((v) => ({ v, d: v }));
    const vectors = [tricky, tricky];
    const expected = await text(csvStream([rows], columns, { delimiter }));
    const got = await text(
      csvColumnStream([{ rowCount: tricky.length, vectors }], columns, { delimiter }),
    );
    expect(got).toBe(expected);
    expect(got.split('\n').length).toBeGreaterThan(tricky.length);
  });

  it('quotes an empty field of a one-column file as csvStream does', async () => {
    const columns: ExportColumn[] = [{ name: 'v', label: 'V', generic: STRING }];
    const values = ['', 'x', null];
    const expected = await text(csvStream([values.map((v) => ({ v }))], columns));
    expect(await text(csvColumnStream([{ rowCount: 3, vectors: [values] }], columns))).toBe(
      expected,
    );
    expect(expected).toContain('\n""\n');
  });
});
