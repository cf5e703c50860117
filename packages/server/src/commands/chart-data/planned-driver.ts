import { columnLabel, metricLabel, type ColumnRef, type MetricRef } from '@sightline/core';
import type { Driver, QueryResult, ResultColumn } from '../../engines/engine-contract.ts';
import type { Frame } from '../../query/post-processing/frame.ts';
import type { QueryObject } from '../../query/query-object.ts';
import { reaggregate, type RollupSpec } from './reaggregate.ts';
import type { RollupShape } from './rollup-shape.ts';

/** The rows of a base query and the engine's type of each of its columns. */
export interface BaseRows {
  frame: Frame;
  columns: Map<string, ResultColumn>;
}

// The rule rollupShape checked the ORDER BY items with.
const refLabel = (ref: ColumnRef | MetricRef) =>
  typeof ref === 'string' ? ref : metricLabel(ref as MetricRef);

/** The rollup a normalised query object asks of the base rows. */
export function rollupSpecOf(qo: QueryObject, shape: RollupShape): RollupSpec {
  const aggregate = new Map(shape.metrics.map((m) => [m.label, m.aggregate]));
  return {
    columns: qo.columns.map(columnLabel),
    metrics: (qo.metrics ?? []).map((m) => ({
      label: metricLabel(m),
      aggregate: aggregate.get(metricLabel(m))!,
    })),
    orderby: qo.orderby.map(([ref, asc]) => ({ label: refLabel(ref), asc })),
    rowLimit: qo.rowLimit,
  };
}

/** The member's answer from the base rows, as the database would have given it; null if unsure. */
export function answerFromBase(
  qo: QueryObject,
  shape: RollupShape,
  base: BaseRows,
): QueryResult | null {
  const spec = rollupSpecOf(qo, shape);
  const labels = [...spec.columns, ...spec.metrics.map((m) => m.label)];
  if (spec.metrics.some((m) => !m.aggregate) || labels.some((l) => !base.columns.has(l)))
    return null;
  if (qo.rowOffset || qo.seriesLimit || qo.timeOffsets.length || qo.isRowcount) return null;
  const rows = reaggregate(base.frame.rows, spec);
  return rows && { columns: labels.map((l) => base.columns.get(l)!), rows };
}

/**
 * A driver for one chart of a rollup: its query is answered from the base rows when that is sure
 * to equal the database's answer; otherwise (and for any other statement) the real driver runs it.
 * `onRollup` tells the caller the chart was re-aggregated rather than queried.
 */
export function plannedDriverFor(
  shape: RollupShape,
  base: BaseRows,
  onRollup: () => void,
): (qo: QueryObject, open: () => Promise<Driver>) => () => Promise<Driver> {
  return (qo, open) => async () => {
    const real = await open();
    let answered = false;
    return {
      introspector: real.introspector,
      stream: real.stream?.bind(real),
      close: () => real.close(),
      async execute(sql, options) {
        const answer = answered ? null : answerFromBase(qo, shape, base);
        if (!answer) return real.execute(sql, options);
        answered = true;
        onRollup();
        return answer;
      },
    };
  };
}
