import { cachedDttmString, type CachedEntry } from '../cache/index.ts';
import { inferColtypes, labelMap, serializeRows } from '../payload.ts';
import type { Frame } from '../post-processing/frame.ts';
import type { QueryEnv, QueryRun } from './stage.ts';

/**
 * The table part of the payload of a cached entry, built once per decoded entry (the data cache keeps
 * recent entries decoded). Everything in it follows from the entry and its key (which covers the query
 * object and the dataset's changed_on), so later hits on the same entry share it; nobody mutates it.
 */
const tables = new WeakMap<CachedEntry, Record<string, unknown>>();

/** The table part each payload of {@link buildPayload} was built with. */
const tableOf = new WeakMap<Record<string, unknown>, Record<string, unknown>>();
/**
 * The JSON text of a table part, made on the first answer that sends it: a cached chart's rows are
 * serialised once per decoded entry, not once per request.
 */
const tableText = new WeakMap<Record<string, unknown>, string>();

const ms = (value: number) => Math.round(value * 10) / 10;

/**
 * Where the server's time went for one query (docs/api.md §2.3, the dashboard profiler): `db_ms` is
 * the database running SQL (time-offset sub-queries included), `queue_ms` the wait for a database
 * slot or for an identical query in flight. Read from the stage timings the runner keeps anyway.
 */
export function serverTiming(run: QueryRun): { db_ms: number; queue_ms: number } {
  const wait = run.slotWaitMs ?? 0;
  const db = (run.timings.execute ?? 0) - wait + (run.timings['time-offsets'] ?? 0);
  return { db_ms: ms(Math.max(0, db)), queue_ms: ms(wait + (run.timings['single-flight'] ?? 0)) };
}

/** The per-query payload of a finished run (docs/query-object.md §5.3). */
export function buildPayload(
  run: QueryRun,
  env: QueryEnv,
  resultFormat: string,
): Record<string, unknown> {
  const qo = run.qo;
  const cached = run.cached;
  const frame: Frame | null = cached
    ? { columns: cached.frame.columns, rows: cached.frame.rows }
    : run.frame;
  const base: Record<string, unknown> = {
    cache_key: run.cacheKey,
    cached_dttm: cached ? cachedDttmString(cached.dttm) : null,
    cache_timeout: env.cacheTimeout,
    applied_template_filters: cached?.appliedTemplateFilters ?? [
      ...(env.compileOptions.appliedTemplateFilters ?? []),
    ],
    annotation_data: cached?.annotationData ?? run.annotationData,
    error: run.error?.message ?? null,
    is_cached: cached ? true : null,
    query: cached ? cached.query : run.sql.join(';\n\n'),
    status: run.error ? 'failed' : 'success',
    stacktrace: null,
    rowcount: frame?.rows.length ?? 0,
    sql_rowcount: cached ? cached.sqlRowcount : run.sqlRowcount,
    from_dttm: qo.fromDttm ? qo.fromDttm.getTime() : null,
    to_dttm: qo.toDttm ? qo.toDttm.getTime() : null,
    applied_filters: cached ? cached.appliedFilterColumns : (run.compiled?.report.applied ?? []),
    rejected_filters: cached ? cached.rejectedFilterColumns : (run.compiled?.report.rejected ?? []),
    sightline_timing: serverTiming(run),
  };
  if (run.error || !frame) return base;
  let table = cached ? tables.get(cached) : undefined;
  if (!table) {
    table = {
      colnames: frame.columns.map((c) => c.replace(/\\,/g, ',')),
      indexnames: frame.rows.map((_, i) => i),
      coltypes: inferColtypes(frame, env.ds, qo, run.engineTypes),
      data: serializeRows(frame),
      label_map: labelMap(frame, qo),
    };
    if (cached) tables.set(cached, table);
  }
  base.result_format = resultFormat;
  const payload = Object.assign(base, table); // no third object of 20-odd keys per answer
  tableOf.set(payload, table);
  return payload;
}

/**
 * JSON text of a payload, equal to `JSON.stringify(payload)` as a client reads it. The table part of
 * a payload built by {@link buildPayload} is spliced in from its memo when every one of its fields
 * is still the very value the table holds (identity, so a changed payload is never answered stale).
 */
export function payloadJson(payload: Record<string, unknown>): string {
  const table = tableOf.get(payload);
  if (!table) return JSON.stringify(payload);
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(table))
    if (payload[key] !== table[key]) return JSON.stringify(payload);
  for (const [key, value] of Object.entries(payload)) if (!(key in table)) rest[key] = value;
  let text = tableText.get(table);
  if (text === undefined) {
    text = JSON.stringify(table);
    tableText.set(table, text);
  }
  const head = JSON.stringify(rest);
  return head === '{}' ? text : `${head.slice(0, -1)},${text.slice(1)}`;
}
