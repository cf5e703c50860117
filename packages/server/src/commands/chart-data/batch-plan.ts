import type { ChartDataRequest, QueryObjectInput } from '@sightline/core';
import { stableJson, type RollupMetric, type RollupShape } from './rollup-shape.ts';

/** One distinct request of a batch and the keys of the entries that asked it. */
export interface DistinctRequest {
  keys: string[];
  request: ChartDataRequest;
}

/** A member of a rollup group: its request, its shape, and the keys that asked it. */
export interface RollupMember extends DistinctRequest {
  shape: RollupShape;
}

/** What the batch runs: a request on its own, or one finer query answering several by rollup. */
export type PlanStep =
  | { kind: 'single'; entry: DistinctRequest }
  | { kind: 'rollup'; base: ChartDataRequest; members: RollupMember[] };

/** Entries with the same request (key order aside) become one; the first key leads. */
export function distinctRequests(
  entries: readonly { key: string; request: ChartDataRequest }[],
): DistinctRequest[] {
  const byText = new Map<string, DistinctRequest>();
  for (const { key, request } of entries) {
    const text = stableJson(request);
    const found = byText.get(text);
    if (found) found.keys.push(key);
    else byText.set(text, { keys: [key], request });
  }
  return [...byText.values()];
}

const columnIds = (m: RollupMember) => new Set(m.shape.columns.map((c) => c.id));
const isSubset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

/** The union of the members' metrics by label, or null when one label has two definitions. */
function unionMetrics(members: readonly RollupMember[]): RollupMetric[] | null {
  const byLabel = new Map<string, RollupMetric>();
  for (const m of members.flatMap((x) => x.shape.metrics)) {
    const seen = byLabel.get(m.label);
    if (seen && seen.id !== m.id) return null;
    byLabel.set(m.label, m);
  }
  return [...byLabel.values()];
}

/**
 * The base request of a group: the root's request (the member grouping by the most columns) with
 * every member's metrics, no ordering, post-processing or series options, and `rowLimit` rows at
 * most (the caller checks the answer held fewer, so nothing was cut).
 */
function baseRequest(
  root: RollupMember,
  metrics: RollupMetric[],
  rowLimit: number,
): ChartDataRequest {
  const q = root.request.queries[0]!;
  const query: QueryObjectInput = {
    ...q,
    columns: root.shape.columns.map((c) => c.ref),
    metrics: metrics.map((m) => m.ref),
    orderby: [],
    row_limit: rowLimit,
    post_processing: [],
  };
  const { form_data: _formData, ...rest } = root.request;
  return { ...rest, queries: [query] };
}

/**
 * Splits the members of one group into rollups: the member with the most columns is the root, and
 * every member whose columns it holds joins it; the others form the next round. A rollup of one
 * member is no gain: it runs on its own.
 */
function rollupsOf(members: RollupMember[], rowLimit: number): PlanStep[] {
  const steps: PlanStep[] = [];
  let rest = [...members].sort((a, b) => b.shape.columns.length - a.shape.columns.length);
  while (rest.length) {
    const root = rest[0]!;
    const rootIds = columnIds(root);
    const joined = rest.filter((m) => isSubset(columnIds(m), rootIds));
    rest = rest.filter((m) => !joined.includes(m));
    const metrics = joined.length > 1 ? unionMetrics(joined) : null;
    if (metrics)
      steps.push({ kind: 'rollup', base: baseRequest(root, metrics, rowLimit), members: joined });
    else steps.push(...joined.map((entry) => ({ kind: 'single' as const, entry })));
  }
  return steps;
}

/**
 * Plans a batch (docs/adr/0020): identical requests run once; requests with a rollup shape that
 * share dataset, filters and options are answered from one finer query; everything else runs as
 * the single endpoint would. `shapeOf` returns null for a request that must run alone.
 */
export function planBatch(
  entries: readonly { key: string; request: ChartDataRequest }[],
  shapeOf: (req: ChartDataRequest) => RollupShape | null,
  rowLimit: number,
): PlanStep[] {
  const steps: PlanStep[] = [];
  const groups = new Map<string, RollupMember[]>();
  for (const entry of distinctRequests(entries)) {
    const shape = shapeOf(entry.request);
    if (!shape) {
      steps.push({ kind: 'single', entry });
      continue;
    }
    const group = groups.get(shape.groupKey) ?? [];
    group.push({ ...entry, shape });
    groups.set(shape.groupKey, group);
  }
  for (const members of groups.values()) steps.push(...rollupsOf(members, rowLimit));
  return steps;
}
