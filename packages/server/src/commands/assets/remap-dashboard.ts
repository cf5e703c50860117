import { parseJson } from '@sightline/core';
// Imported dashboards refer to charts by the ids they had where they were exported; charts are
// matched by uuid (position chart nodes carry meta.uuid), so every chart id in the position and the
// JSON metadata is rewritten to the id the chart got here. Mirrors Superset's update_id_refs.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The rewritten position and metadata, and the ids of the charts the position places. */
export interface RemappedDashboard {
  position: Json;
  metadata: Json;
  chartIds: number[];
}

/**
 * Rewrites chart ids by uuid and native filter targets' `datasetUuid` to `datasetId`. Chart nodes whose
 * uuid is unknown keep their node but lose the chart id, so the dashboard still opens.
 */
export function remapDashboardRefs(
  position: Json,
  metadata: Json,
  chartIdByUuid: ReadonlyMap<string, number>,
  datasetIdByUuid: ReadonlyMap<string, number>,
): RemappedDashboard {
  const idMap = new Map<number, number>();
  const chartIds = new Set<number>();
  const newPosition: Json = {};
  for (const [key, node] of Object.entries(position)) {
    if (!isObject(node) || node.type !== 'CHART' || !isObject(node.meta)) {
      newPosition[key] = node;
      continue;
    }
    const meta = { ...node.meta };
    const newId = typeof meta.uuid === 'string' ? chartIdByUuid.get(meta.uuid) : undefined;
    if (newId !== undefined) {
      if (typeof meta.chartId === 'number') idMap.set(meta.chartId, newId);
      meta.chartId = newId;
      chartIds.add(newId);
    }
    newPosition[key] = { ...node, meta };
  }
  const mapId = (v: unknown): unknown => (typeof v === 'number' && idMap.has(v) ? idMap.get(v) : v);
  const mapIds = (v: unknown): unknown => (Array.isArray(v) ? v.map(mapId) : v);
  const mapKeys = (v: unknown): unknown =>
    isObject(v)
      ? Object.fromEntries(Object.entries(v).map(([k, x]) => [String(mapId(Number(k)) ?? k), x]))
      : v;

  const md: Json = { ...metadata };
  if ('timed_refresh_immune_slices' in md)
    md.timed_refresh_immune_slices = mapIds(md.timed_refresh_immune_slices);
  if ('expanded_slices' in md) md.expanded_slices = mapKeys(md.expanded_slices);
  if ('default_filters' in md && typeof md.default_filters === 'string') {
    try {
      md.default_filters = JSON.stringify(mapKeys(parseJson(md.default_filters)));
    } catch {
      // left as it was: an unreadable legacy value is not ours to fix
    }
  }
  if (isObject(md.filter_scopes)) {
    md.filter_scopes = Object.fromEntries(
      Object.entries(mapKeys(md.filter_scopes) as Json).map(([k, cols]) => [
        k,
        isObject(cols)
          ? Object.fromEntries(
              Object.entries(cols).map(([c, s]) => [
                c,
                isObject(s) ? { ...s, immune: mapIds(s.immune) } : s,
              ]),
            )
          : cols,
      ]),
    );
  }
  if (Array.isArray(md.native_filter_configuration)) {
    md.native_filter_configuration = md.native_filter_configuration.map((f: unknown) => {
      if (!isObject(f)) return f;
      const out: Json = { ...f };
      if (isObject(f.scope)) out.scope = { ...f.scope, excluded: mapIds(f.scope.excluded) };
      if (Array.isArray(f.chartsInScope)) out.chartsInScope = mapIds(f.chartsInScope);
      if (Array.isArray(f.targets)) {
        out.targets = f.targets.map((t: unknown) => {
          if (!isObject(t) || typeof t.datasetUuid !== 'string') return t;
          const { datasetUuid, ...rest } = t;
          const datasetId = datasetIdByUuid.get(datasetUuid as string);
          return datasetId === undefined ? t : { ...rest, datasetId };
        });
      }
      return out;
    });
  }
  if (isObject(md.chart_configuration)) {
    md.chart_configuration = Object.fromEntries(
      Object.entries(mapKeys(md.chart_configuration) as Json).map(([k, c]) => {
        if (!isObject(c)) return [k, c];
        const cross = isObject(c.crossFilters)
          ? { ...c.crossFilters, chartsInScope: mapIds(c.crossFilters.chartsInScope) }
          : c.crossFilters;
        const scope =
          isObject(cross) && isObject(cross.scope)
            ? { ...cross.scope, excluded: mapIds(cross.scope.excluded) }
            : undefined;
        return [
          k,
          {
            ...c,
            id: mapId(c.id),
            ...(cross === undefined ? {} : { crossFilters: scope ? { ...cross, scope } : cross }),
          },
        ];
      }),
    );
  }
  if (isObject(md.global_chart_configuration)) {
    const g = md.global_chart_configuration;
    md.global_chart_configuration = {
      ...g,
      ...(Array.isArray(g.chartsInScope) ? { chartsInScope: mapIds(g.chartsInScope) } : {}),
      ...(isObject(g.scope) ? { scope: { ...g.scope, excluded: mapIds(g.scope.excluded) } } : {}),
    };
  }
  return { position: newPosition, metadata: md, chartIds: [...chartIds] };
}
