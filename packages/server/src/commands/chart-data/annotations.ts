import { chartDataRequestSchema, parseJson } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { ChartsRepo } from '../../meta/repos/charts-repo.ts';
import { can, dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { nativeAnnotationData } from '../annotation_layer/native-annotation-data.ts';

/** A layer as the query object carries it (docs/query-object.md §7). */
interface Layer {
  name?: unknown;
  annotationType?: unknown;
  sourceType?: unknown;
  value?: unknown;
  overrides?: Record<string, unknown> | null;
  show?: unknown;
}

/** Refuses NATIVE annotation layers to users without read permission on "Annotation". */
export function assertNativeAnnotationAccess(
  layers: Record<string, unknown>[],
  user: CurrentUser | null,
): void {
  const hasNative = (layers as Layer[]).some((l) => l.show !== false && l.sourceType === 'NATIVE');
  if (hasNative && !can(user, [], 'can_read', 'Annotation'))
    throw new AppError(400, "You don't have access to annotation layers");
}

/**
 * Server-side annotation data: chart-sourced layers (`line`, `table`) run the referenced chart's saved
 * query context with the layer's overrides; NATIVE layers return every annotation of the stored layer
 * (read permission on "Annotation" required, checked before any lookup). FORMULA layers never reach
 * here (dropped by normalisation). `runChart` is the pipeline's sub-run of a nested request.
 */
export async function annotationData(
  ctx: AppContext,
  layers: Record<string, unknown>[],
  user: CurrentUser | null,
  force: boolean,
  runChart: (
    request: ReturnType<typeof chartDataRequestSchema.parse>,
  ) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const charts = new ChartsRepo(ctx.store);
  const native = (layers as Layer[])
    .filter((l) => l.show !== false && l.sourceType === 'NATIVE')
    .map((l) => ({ name: String(l.name ?? ''), value: l.value }));
  if (native.length > 0) {
    assertNativeAnnotationAccess(layers, user);
    Object.assign(out, await nativeAnnotationData(ctx.store, native));
  }
  for (const layer of layers as Layer[]) {
    const name = String(layer.name ?? '');
    if (layer.show === false) continue;
    if (layer.sourceType !== 'line' && layer.sourceType !== 'table') continue;
    const id = Number(layer.value);
    const chart = Number.isInteger(id) ? await charts.findById(id, dataAccessOf(user)) : null;
    if (!chart) {
      throw new AppError(
        400,
        `Chart with ID ${String(layer.value)} (referenced by annotation layer '${name}') was not found. Please verify that the chart exists and is accessible.`,
      );
    }
    let parsed: ReturnType<typeof chartDataRequestSchema.parse>;
    try {
      parsed = chartDataRequestSchema.parse(parseJson(chart.queryContext ?? 'null'));
    } catch {
      throw new AppError(
        400,
        `The query context for chart ID ${id} (referenced by annotation layer '${name}') was not found. Please ensure the chart is properly configured and has a valid query context.`,
      );
    }
    const overrides = layer.overrides ?? {};
    const queries = parsed.queries.map((q) => ({
      ...q,
      filters: withRangeFilter(q, overrides.time_range) as NonNullable<typeof q.filters>,
      annotation_layers: [],
      ...(typeof overrides.time_grain_sqla === 'string'
        ? { extras: { ...(q.extras ?? {}), time_grain_sqla: overrides.time_grain_sqla } }
        : {}),
      // The override re-targets the saved TEMPORAL_RANGE filters too (docs/query-object.md §7 Impl).
      ...(typeof overrides.time_range === 'string' ? { time_range: overrides.time_range } : {}),
      ...(typeof overrides.time_shift === 'string' ? { time_shift: overrides.time_shift } : {}),
    }));
    const payloads = await runChart({
      ...parsed,
      queries,
      force,
      result_format: 'json',
      result_type: 'full',
    });
    const first = payloads[0] ?? {};
    out[name] =
      layer.sourceType === 'table'
        ? { records: first.data ?? [] }
        : { records: first.data ?? [], columns: first.colnames ?? [] };
  }
  return out;
}

/** A time_range override filters the saved query: its TEMPORAL_RANGE filters are rewritten by
 * normalisation, and a query without one gets one on its x-axis (docs/query-object.md §7 Impl). */
function withRangeFilter(
  q: { filters?: unknown[] | null; columns?: unknown[] | null },
  timeRange: unknown,
): unknown[] {
  const filters = [...(q.filters ?? [])] as { op?: unknown }[];
  if (
    typeof timeRange !== 'string' ||
    filters.some((f) => String(f.op).toUpperCase() === 'TEMPORAL_RANGE')
  )
    return filters;
  const axis = (q.columns ?? []).find(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      (c as { columnType?: string }).columnType === 'BASE_AXIS',
  ) as { sqlExpression?: string } | undefined;
  return axis?.sqlExpression
    ? [...filters, { col: axis.sqlExpression, op: 'TEMPORAL_RANGE', val: timeRange }]
    : filters;
}
