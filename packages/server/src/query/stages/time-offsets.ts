import {
  columnLabel,
  isAdhocColumn,
  metricLabel,
  normalizeTimeOffset,
  shiftDate,
  TimeRangeError,
} from '@sightline/core';
import { QueryCompileError } from '../compile/compile-errors.ts';
import { joinTimeOffsets, type TimeOffsetFrame } from '../post-processing/time-offsets.ts';
import type { QueryObject } from '../query-object.ts';
import type { Stage } from './stage.ts';

const naiveIso = (d: Date) => d.toISOString().slice(0, 19);

/** The shifted copy of the query for one normalised offset. */
function shiftedQuery(
  qo: QueryObject,
  timeColumn: string | null,
  from: Date,
  to: Date,
): QueryObject {
  const range = `${naiveIso(from)} : ${naiveIso(to)}`;
  return {
    ...qo,
    granularity: timeColumn,
    timeOffsets: [],
    postProcessing: [],
    timeRange: null,
    filters: qo.filters
      .filter(
        (f) =>
          f.op === 'TEMPORAL_RANGE' ||
          (typeof f.col === 'string' ? f.col : f.col.sqlExpression) !== timeColumn,
      )
      .map((f) => (f.op === 'TEMPORAL_RANGE' ? { ...f, val: range } : f)),
    rowLimit: qo.rowLimit || qo.rowOffset ? 50_000 : qo.rowLimit,
    rowOffset: 0,
    fromDttm: from,
    toDttm: to,
    innerFromDttm: from,
    innerToDttm: to,
  };
}

/**
 * Time comparison (docs/query-object.md §4.5): one shifted copy of the query per offset runs through the
 * pipeline's own `compile` and `execute` stages (a sub-run), and its metrics are left-joined as
 * `<metric>__<offset>` onto the main result. A failed offset query fails the run.
 */
export const timeOffsetsStage: Stage = {
  name: 'time-offsets',
  async run(r, env, pipeline) {
    const qo = r.qo;
    if (!r.frame || qo.timeOffsets.length === 0) return;
    const since = qo.fromDttm;
    const until = qo.toDttm;
    if (!since || !until)
      throw new QueryCompileError(
        'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
      );
    const axis = qo.columns[0];
    const axisName =
      axis === undefined ? null : isAdhocColumn(axis) ? axis.sqlExpression : columnLabel(axis);
    const timeColumn = qo.granularity ?? axisName;
    const grain =
      (axis && isAdhocColumn(axis) ? axis.timeGrain : null) ?? qo.extras.time_grain_sqla;
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
      const sub = await pipeline.subRun(shiftedQuery(qo, timeColumn, from, to), env, {
        from: 'compile',
        to: 'execute',
      });
      r.sql.push(...sub.sql);
      if (sub.error || !sub.frame) {
        r.error = sub.error;
        return;
      }
      offsets.push({ offset, frame: sub.frame });
    }
    r.frame = joinTimeOffsets(r.frame, offsets, {
      metrics: (qo.metrics ?? []).map(metricLabel),
      timeGrain: grain,
      shift: (date, offset) => shiftDate(date, normalized.get(offset) ?? offset),
    });
  },
};
