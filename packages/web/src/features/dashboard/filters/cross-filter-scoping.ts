import {
  DASHBOARD_ROOT_ID,
  chartConfigurationSchema,
  chartIdsInLayout,
  chartsInScope,
  globalChartConfigurationSchema,
} from '@sightline/core';
import type {
  ChartConfiguration,
  FilterScope,
  GlobalChartConfiguration,
  Layout,
} from '@sightline/core';
import type { DashboardMetadataObject } from '../dashboard-model.ts';

/** The cross-filter scoping being edited: the global scope, and per chart 'global' or its own scope. */
export interface CrossFilterScoping {
  global: FilterScope;
  charts: Record<number, 'global' | FilterScope>;
}

/** The toast of a failed scoping save (docs/dashboards.md §9). */
export const CROSS_FILTER_SCOPING_FAILED = 'Failed to save cross-filter scoping';

const allScope = (): FilterScope => ({ rootPath: [DASHBOARD_ROOT_ID], excluded: [] });

/** The scoping stored in json_metadata (chart_configuration, global_chart_configuration), read leniently. */
export function crossFilterScopingOf(metadata: DashboardMetadataObject): CrossFilterScoping {
  const global = globalChartConfigurationSchema.safeParse(metadata.global_chart_configuration);
  const charts = chartConfigurationSchema.safeParse(metadata.chart_configuration ?? {});
  return {
    global: global.success ? global.data.scope : allScope(),
    charts: Object.fromEntries(
      Object.entries(charts.success ? charts.data : {}).map(([id, config]) => [
        Number(id),
        config.crossFilters.scope,
      ]),
    ),
  };
}

/**
 * The json_metadata keys of a scoping: every chart of the layout gets a chart_configuration entry
 * (its own scope or 'global'), each with the charts its cross-filters reach (never itself), as
 * Superset's scoping modal writes them; the dashboard fold reads those chartsInScope lists.
 */
export function scopingMetadata(
  scoping: CrossFilterScoping,
  layout: Layout,
): {
  chart_configuration: ChartConfiguration;
  global_chart_configuration: GlobalChartConfiguration;
} {
  const chartConfiguration: ChartConfiguration = {};
  for (const chartId of chartIdsInLayout(layout)) {
    const scope = scoping.charts[chartId] ?? 'global';
    const reached = chartsInScope(scope === 'global' ? scoping.global : scope, layout).filter(
      (id) => id !== chartId,
    );
    chartConfiguration[String(chartId)] = {
      id: chartId,
      crossFilters: { scope, chartsInScope: reached },
    };
  }
  return {
    chart_configuration: chartConfiguration,
    global_chart_configuration: {
      scope: scoping.global,
      chartsInScope: chartsInScope(scoping.global, layout),
    },
  };
}
