import { parseJson } from '@sightline/core';
import type { JsonMetadata } from '@sightline/core';

/** A layout component of `position_json` (docs/api.md §5.3), loosely typed: layouts are stored as given. */
export interface LayoutNode {
  id?: string;
  type?: string;
  children?: string[];
  parents?: string[];
  meta?: Record<string, unknown>;
}
type Layout = Record<string, unknown>;

const isNode = (v: unknown): v is LayoutNode =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The chart ids the CHART nodes of a layout name, in first-seen order. */
export function layoutChartIds(layout: Layout): number[] {
  const out: number[] = [];
  for (const node of Object.values(layout)) {
    if (!isNode(node) || node.type !== 'CHART') continue;
    const id = Number(node.meta?.chartId);
    if (Number.isSafeInteger(id) && id > 0 && !out.includes(id)) out.push(id);
  }
  return out;
}

/** A copy of a layout with chart ids renumbered and `meta.uuid` filled from `uuids`. */
export function rewriteLayoutCharts(
  layout: Layout,
  uuids: Map<number, string>,
  remap: Map<number, number> = new Map(),
): Layout {
  const out: Layout = {};
  for (const [key, node] of Object.entries(layout)) {
    if (!isNode(node) || node.type !== 'CHART' || !node.meta) {
      out[key] = node;
      continue;
    }
    const old = Number(node.meta.chartId);
    const chartId = remap.get(old) ?? old;
    const uuid = uuids.get(chartId);
    out[key] = { ...node, meta: { ...node.meta, chartId, ...(uuid ? { uuid } : {}) } };
  }
  return out;
}

const mapIds = (list: unknown, remap: Map<number, number>) =>
  Array.isArray(list) ? list.map((v) => remap.get(Number(v)) ?? v) : list;

function remapScoped(
  item: Record<string, unknown>,
  remap: Map<number, number>,
): Record<string, unknown> {
  const out = { ...item };
  if ('chartsInScope' in out) out.chartsInScope = mapIds(out.chartsInScope, remap);
  if (out.scope && typeof out.scope === 'object' && !Array.isArray(out.scope)) {
    const s = out.scope as Record<string, unknown>;
    out.scope = { ...s, ...('excluded' in s ? { excluded: mapIds(s.excluded, remap) } : {}) };
  }
  return out;
}

/** Renumbers every chart id metadata mentions (copy with duplicated charts). */
export function remapMetadataCharts(md: JsonMetadata, remap: Map<number, number>): JsonMetadata {
  if (remap.size === 0) return md;
  const out: JsonMetadata = { ...md };
  const key = (k: string) => String(remap.get(Number(k)) ?? k);
  if (out.timed_refresh_immune_slices)
    out.timed_refresh_immune_slices = out.timed_refresh_immune_slices.map((v) => remap.get(v) ?? v);
  if (out.expanded_slices)
    out.expanded_slices = Object.fromEntries(
      Object.entries(out.expanded_slices).map(([k, v]) => [key(k), v]),
    );
  if (out.filter_scopes)
    out.filter_scopes = Object.fromEntries(
      Object.entries(out.filter_scopes).map(([k, v]) => [key(k), v]),
    );
  if (out.chart_configuration) {
    out.chart_configuration = Object.fromEntries(
      Object.entries(out.chart_configuration).map(([k, v]) => {
        if (!isNode(v)) return [key(k), v];
        const c = { ...(v as Record<string, unknown>) };
        if (typeof c.id === 'number') c.id = remap.get(c.id) ?? c.id;
        if (isNode(c.crossFilters))
          c.crossFilters = remapScoped(c.crossFilters as Record<string, unknown>, remap);
        return [key(k), c];
      }),
    );
  }
  if (out.global_chart_configuration)
    out.global_chart_configuration = remapScoped(out.global_chart_configuration, remap);
  if (out.native_filter_configuration)
    out.native_filter_configuration = out.native_filter_configuration.map((f) =>
      remapScoped(f, remap),
    );
  return out;
}

/**
 * The metadata Superset stores on a PUT (docs/api.md §2.7): defaults filled, `color_namespace` dropped when
 * null, `default_filters` pruned to the charts still present and `positions` removed (it becomes position_json).
 */
export function storedMetadata(md: JsonMetadata, chartIds: number[] | null): JsonMetadata {
  const { positions: _positions, ...rest } = md;
  const out: JsonMetadata = {
    ...rest,
    timed_refresh_immune_slices: rest.timed_refresh_immune_slices ?? [],
    expanded_slices: rest.expanded_slices ?? {},
    refresh_frequency: rest.refresh_frequency ?? 0,
    color_scheme: rest.color_scheme ?? '',
    label_colors: rest.label_colors ?? {},
    shared_label_colors: rest.shared_label_colors ?? [],
    map_label_colors: rest.map_label_colors ?? {},
    color_scheme_domain: rest.color_scheme_domain ?? [],
    cross_filters_enabled: rest.cross_filters_enabled ?? true,
  };
  if (out.color_namespace === null) delete out.color_namespace;
  if (chartIds && out.default_filters) {
    try {
      const filters = parseJson(out.default_filters) as Record<string, unknown>;
      const kept = Object.fromEntries(
        Object.entries(filters).filter(([k]) => chartIds.includes(Number(k))),
      );
      out.default_filters = JSON.stringify(kept);
    } catch {
      // Unparseable legacy defaults are kept as they are.
    }
  }
  return out;
}

/** Parses JSON text into an object; {} for anything else. */
export function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = parseJson(text);
    return isNode(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
