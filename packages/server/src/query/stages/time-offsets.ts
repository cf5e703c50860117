import { columnLabel, isAdhocColumn, metricLabel, normalizeTimeOffset, shiftDate, TimeRangeError } from '@sightline/core';
import { QueryCompileError } from './compile/compile-errors.ts';
import { compileQuery } from './compile/compile-query.ts';
import { executeCompiled } from './execute.ts';
import type { PipelineDeps, QueryRun } from './pipeline.ts';
import { joinTimeOffsets, type TimeOffsetFrame } from './post-processing/time-offsets.ts';
import type { QueryObject } from './query-object.ts';

const naiveIso = (d: Date) => d.toISOString().slice(0, 19);

/**
 * Time comparison (docs/query-object.md §4.5): runs one shifted copy of the query per offset and left-joins
 * its metrics as `<metric>__<offset>` onto the main result.
 */
export async function runTimeOffsets(run: QueryRun, deps: PipelineDeps): Promise<void> {
  const qo = run.qo;
  const since = qo.fromDttm;
  const until = qo.toDttm;
  if (!since || !until) throw new QueryCompileError('An enclosed time range (both start and end) must be specified when using a Time Comparison.');
  const axis = qo.columns[0];
  const axisName = axis === undefined ? null : isAdhocColumn(axis) ? axis.sqlExpression : columnLabel(axis);
  const timeColumn = qo.granularity ?? axisName;
  const grain = (axis && isAdhocColumn(axis) ? axis.timeGrain : null) ?? qo.extras.time_grain_sqla;
  const offsets: TimeOffsetFrame[] = [];
  const normalized = new Map<string, string>();
  for (const offset of qo.timeOffsets) {
    let norm: string;
    let from: Date;
    let to: Date;
    try {
      norm = normalizeTimeOffset(offset, { since, until });
      from = shiftDate(since, norm);
      to = shiftDate(until, norm);
    } catch (e) {
      if (e instanceof TimeRangeError) throw new QueryCompileError(e.message);
      throw e;
    }
    normalized.set(offset, norm);
    const range = `${naiveIso(from)} : ${naiveIso(to)}`;
    const clone: QueryObject = {
      ...qo,
      granularity: timeColumn,
      timeOffsets: [],
      postProcessing: [],
      timeRange: null,
      filters: qo.filters
        .filter((f) => f.op === 'TEMPORAL_RANGE' || (typeof f.col === 'string' ? f.col : f.col.sqlExpression) !== timeColumn)
        .map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: range } : f)),
      rowLimit: qo.rowLimit || qo.rowOffset ? 50_000 : qo.rowLimit,
      rowOffset: 0,
      fromDttm: from,
      toDttm: to,
      innerFromDttm: from,
      innerToDttm: to,
    };
    const compiled = await compileQuery(deps.ds, clone, deps.compileOptions);
    run.sql.push(compiled.sql);
    const out = await executeCompiled(await deps.driver(), compiled, { signal: deps.signal, offsetHours: deps.ds.offset });
    offsets.push({ offset, frame: out.frame });
  }
  run.frame = joinTimeOffsets(run.frame!, offsets, {
    metrics: (qo.metrics ?? []).map(metricLabel),
    timeGrain: grain,
    shift: (date, offset) => shiftDate(date, normalized.get(offset) ?? offset),
  });
}
