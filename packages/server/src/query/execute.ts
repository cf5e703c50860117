import { GenericDataType } from '@sightline/core';
import type { ColumnBatch, Driver } from '../engines/engine-contract.ts';
import type { ExportColumnBatch } from '../export/export-values.ts';
import { parseTemporal } from '../engines/values.ts';
import type { CompiledQuery } from './compile/compile-query.ts';
import { QueryCompileError } from './compile/compile-errors.ts';
import type { Frame } from './post-processing/frame.ts';

/** The result of running one compiled query. */
export interface ExecutedQuery {
  frame: Frame;
  /** Generic type of each output column as the engine reported it. */
  generic: Record<string, GenericDataType>;
  sqlRowcount: number;
}

function toDate(v: unknown, format: string | null): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  if (typeof v === 'number' || typeof v === 'bigint') {
    const n = Number(v);
    if (format === 'epoch_s') return new Date(n * 1000);
    return new Date(n);
  }
  if (typeof v === 'string') return parseTemporal(v);
  return null;
}

/**
 * Runs the SQL, renames columns positionally to the expected labels (engines may mangle aliases),
 * parses temporal columns into dates and adds the dataset offset (docs/query-object.md §2.1, §3.9).
 */
export async function executeCompiled(
  driver: Driver,
  compiled: CompiledQuery,
  opts: {
    signal?: AbortSignal;
    maxRows?: number;
    offsetHours?: number;
    dateFormats?: Record<string, string | null>;
  } = {},
): Promise<ExecutedQuery> {
  const result = await driver.execute(compiled.sql, { signal: opts.signal, maxRows: opts.maxRows });
  if (result.columns.length < compiled.labels.length)
    throw new QueryCompileError('Db engine did not return all queried columns');
  const labels = compiled.labels;
  const temporal = new Set(compiled.temporalLabels);
  const rows = result.rows.map(rowConverter(compiled, opts));
  const generic: Record<string, GenericDataType> = {};
  labels.forEach((l, i) => {
    generic[l] = temporal.has(l)
      ? GenericDataType.TEMPORAL
      : (result.columns[i]?.generic ?? GenericDataType.STRING);
  });
  return { frame: { columns: [...labels], rows }, generic, sqlRowcount: result.rows.length };
}

/** Turns engine rows (arrays) into row objects keyed by label, parsing temporal columns (§3.9). */
export function rowConverter(
  compiled: CompiledQuery,
  opts: { offsetHours?: number; dateFormats?: Record<string, string | null> } = {},
): (r: unknown[]) => Record<string, unknown> {
  const labels = compiled.labels;
  const temporal = labels.map((l) => compiled.temporalLabels.includes(l));
  const formats = labels.map((l) => opts.dateFormats?.[l] ?? null);
  const shiftMs = (opts.offsetHours ?? 0) * 3600_000;
  return (r) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < labels.length; i += 1) {
      let v = r[i];
      if (temporal[i]) {
        const d = toDate(v, formats[i]!);
        v = d && shiftMs ? new Date(d.getTime() + shiftMs) : d;
      } else if (typeof v === 'number' && !Number.isFinite(v)) {
        v = null;
      }
      row[labels[i]!] = v;
    }
    return row;
  };
}

/**
 * `rowConverter` for column batches (exports): each of the query's columns converted in one pass over
 * its vector, temporal ones parsed into dates with the dataset offset, non-finite numbers as null.
 * Vectors are converted in place; columns the engine added past the labels are dropped.
 */
export function columnConverter(
  compiled: CompiledQuery,
  opts: { offsetHours?: number; dateFormats?: Record<string, string | null> } = {},
): (batch: ColumnBatch) => ExportColumnBatch {
  const labels = compiled.labels;
  const temporal = labels.map((l) => compiled.temporalLabels.includes(l));
  const formats = labels.map((l) => opts.dateFormats?.[l] ?? null);
  const shiftMs = (opts.offsetHours ?? 0) * 3600_000;
  return (batch) => {
    if (batch.vectors.length < labels.length)
      throw new QueryCompileError('Db engine did not return all queried columns');
    const vectors = labels.map((_, c) => {
      const vector = batch.vectors[c]!;
      if (temporal[c]) {
        for (let r = 0; r < batch.rowCount; r += 1) {
          const d = toDate(vector[r], formats[c]!);
          vector[r] = d && shiftMs ? new Date(d.getTime() + shiftMs) : d;
        }
      } else {
        for (let r = 0; r < batch.rowCount; r += 1) {
          const v = vector[r];
          if (typeof v === 'number' && !Number.isFinite(v)) vector[r] = null;
        }
      }
      return vector;
    });
    return { rowCount: batch.rowCount, vectors };
  };
}
