import type { ChartDataResult, DataRecord } from '../../contract.ts';
import { DTTM_ALIAS } from '../../query/x-axis.ts';
import { cellValue, readLegacyColumns } from './legacy-analytics.ts';

/** One node of the partition chart's tree (partition/transform-props lays these out). */
export interface PartitionNode {
  /** Path of names from the metric down, joined with " / ". */
  id: string;
  name: string;
  val: number;
  isTime?: boolean;
  children: PartitionNode[];
}

/** The children kept under a parent: those at least `threshold` of the parent's value (any when it is 0), at most `limit` (0 = all). */
export function keepChildren<T extends { val: number }>(
  sorted: readonly T[],
  parentVal: number,
  limit: number,
  threshold: number,
): T[] {
  return sorted
    .filter((child) => !parentVal || Math.abs(child.val / parentVal) >= threshold)
    .slice(0, limit > 0 ? limit : undefined);
}

const keyOf = (parts: readonly string[]) => JSON.stringify(parts);

/** One `adv_anal` result (query i): its rows by time, its columns by [metric, ...group values], and the group values under each parent key. */
interface Level {
  rowsByTime: Map<number, DataRecord>;
  columnOf: Map<string, string>;
  childNames: Map<string, string[]>;
}

function readLevel(
  result: ChartDataResult | undefined,
  formData: Record<string, unknown>,
  metrics: readonly string[],
): Level {
  const columnOf = new Map<string, string>();
  const childNames = new Map<string, string[]>();
  for (const column of readLegacyColumns(
    result?.colnames ?? [],
    result?.label_map,
    formData,
    metrics,
  )) {
    const parts = [column.metric, ...column.groups];
    columnOf.set(keyOf(parts), column.column);
    const parent = keyOf(parts.slice(0, -1));
    childNames.set(parent, [...(childNames.get(parent) ?? []), parts[parts.length - 1]]);
  }
  const rowsByTime = new Map((result?.data ?? []).map((row) => [Number(row[DTTM_ALIAS]), row]));
  return { rowsByTime, columnOf, childNames };
}

/**
 * The legacy `nest_procs` of `adv_anal`: per metric, one node per time bucket valued by level 0
 * (the metric's series after the server's analytics), under it level i's series valued at that
 * time; children largest first, pruned by `threshold` and `limit` like the other options.
 */
export function nestAnalytics(
  results: readonly (ChartDataResult | undefined)[],
  formData: Record<string, unknown>,
  options: {
    metrics: string[];
    formatTime: (t: number) => string;
    limit: number;
    threshold: number;
  },
): PartitionNode[] {
  const levels = results.map((result) => readLevel(result, formData, options.metrics));
  const valueAt = (depth: number, parts: string[], time: number) => {
    const column = levels[depth]?.columnOf.get(keyOf(parts));
    const row = levels[depth]?.rowsByTime.get(time);
    return column && row ? (cellValue(row, column) ?? 0) : 0;
  };
  const nest = (
    parts: string[],
    time: number,
    path: string,
    parentVal: number,
  ): PartitionNode[] => {
    const depth = parts.length;
    const names = levels[depth]?.childNames.get(keyOf(parts)) ?? [];
    const sorted = names
      .map((name) => ({ name, val: valueAt(depth, [...parts, name], time) }))
      .sort((a, b) => b.val - a.val);
    return keepChildren(sorted, parentVal, options.limit, options.threshold).map(
      ({ name, val }) => {
        const id = `${path} / ${name}`;
        return { id, name, val, children: nest([...parts, name], time, id, val) };
      },
    );
  };
  const times = [...(levels[0]?.rowsByTime.keys() ?? [])].sort((a, b) => a - b);
  return options.metrics.map((metric) => {
    const byTime = times.map((time) => ({
      time,
      name: options.formatTime(time),
      val: valueAt(0, [metric], time),
    }));
    const val = byTime.reduce((total, node) => total + node.val, 0);
    const children = keepChildren(byTime, val, options.limit, options.threshold).map(
      ({ time, name, val: timeVal }) => {
        const id = `${metric} / ${name}`;
        return {
          id,
          name,
          val: timeVal,
          isTime: true,
          children: nest([metric], time, id, timeVal),
        };
      },
    );
    return { id: metric, name: metric, val, children };
  });
}
