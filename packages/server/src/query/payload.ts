import {
  columnLabel,
  GenericDataType,
  isAdhocColumn,
  metricLabel,
  type MetricRef,
} from '@sightline/core';
import { findColumn, type Datasource } from './datasource.ts';
import type { Frame } from './post-processing/frame.ts';
import type { QueryObject } from './query-object.ts';

const AGG_NUMERIC = /^\s*(SUM|AVG|COUNT|MIN|MAX|STDDEV|VARIANCE|MEDIAN|PERCENTILE)/i;

/** The column label without the comma escaping post-processing uses (`\,` -> `,`). */
export const unescapeSeparator = (s: string): string => s.replace(/\\,/g, ',');

/** Splits a flattened label on unescaped ", " into its components. */
export function labelComponents(label: string): string[] {
  return label.split(/(?<!\\), /).map(unescapeSeparator);
}

/** GenericDataType of each output column (docs/query-object.md §5.3 `coltypes`). */
export function inferColtypes(
  frame: Frame,
  ds: Datasource,
  qo: QueryObject,
  engineTypes: Record<string, GenericDataType> = {},
): GenericDataType[] {
  return frame.columns.map((name) => {
    const col = findColumn(ds, name);
    if (col && (col.isDttm || col.generic === GenericDataType.TEMPORAL))
      return GenericDataType.TEMPORAL;
    for (const row of frame.rows) {
      const v = row[name];
      if (v === null || v === undefined) continue;
      if (typeof v === 'number' || typeof v === 'bigint') return GenericDataType.NUMERIC;
      if (typeof v === 'boolean') return GenericDataType.BOOLEAN;
      if (v instanceof Date) return GenericDataType.TEMPORAL;
      return GenericDataType.STRING;
    }
    if (col) return col.generic;
    if (engineTypes[name] !== undefined) return engineTypes[name]!;
    const saved = ds.metrics.find((m) => m.name === name);
    if (saved)
      return AGG_NUMERIC.test(saved.expression) ? GenericDataType.NUMERIC : GenericDataType.STRING;
    const isMetric = (qo.metrics ?? []).some((m) => metricLabel(m) === name);
    return isMetric ? GenericDataType.NUMERIC : GenericDataType.STRING;
  });
}

/** JSON-safe rows: dates as epoch ms, non-finite numbers as null, bigints as numbers or strings. */
export function serializeRows(frame: Frame): Record<string, unknown>[] {
  const names = frame.columns;
  return frame.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const v = row[name];
      let s: unknown = v;
      if (v instanceof Date) s = v.getTime();
      else if (typeof v === 'number' && !Number.isFinite(v)) s = null;
      else if (typeof v === 'bigint')
        s = Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
      else if (v === undefined) s = null;
      out[unescapeSeparator(name)] = s;
    }
    return out;
  });
}

/** `label_map` (docs/query-object.md §4.4). */
export function labelMap(frame: Frame, qo: QueryObject): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const name of frame.columns) map[unescapeSeparator(name)] = labelComponents(name);
  for (const c of qo.columns)
    map[columnLabel(c)] = [isAdhocColumn(c) ? c.sqlExpression : columnLabel(c)];
  for (const m of qo.metrics ?? []) map[metricLabel(m)] = [metricSource(m)];
  return map;
}

function metricSource(m: MetricRef): string {
  if (typeof m === 'string') return m;
  if (m.expressionType === 'SQL') return m.sqlExpression ?? metricLabel(m);
  return metricLabel(m);
}
