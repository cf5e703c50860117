import { z } from 'zod';
import { filterScopeSchema, nativeFilterConfigurationSchema } from './native-filter-schema.ts';

/** Cross-filter scoping of one chart: the global scope or its own. */
export const chartCrossFilterConfigSchema = z.object({
  id: z.number().int(),
  crossFilters: z.object({
    scope: z.union([z.literal('global'), filterScopeSchema]),
    chartsInScope: z.array(z.number().int()).optional(),
  }),
});
/** Cross-filter configuration of one chart. */
export type ChartCrossFilterConfig = z.infer<typeof chartCrossFilterConfigSchema>;

/** chart_configuration: per-chart cross-filter scoping keyed by chart id. */
export const chartConfigurationSchema = z.record(z.string(), chartCrossFilterConfigSchema);
/** chart_configuration. */
export type ChartConfiguration = z.infer<typeof chartConfigurationSchema>;

/** global_chart_configuration: the default cross-filter scope. */
export const globalChartConfigurationSchema = z.object({
  scope: filterScopeSchema,
  chartsInScope: z.array(z.number().int()).optional(),
});
/** global_chart_configuration. */
export type GlobalChartConfiguration = z.infer<typeof globalChartConfigurationSchema>;

/** Legacy filter-box scopes. */
const filterScopesSchema = z.record(
  z.string(),
  z.record(z.string(), z.object({ scope: z.array(z.string()), immune: z.array(z.number().int()) })),
);

/**
 * Dashboard json_metadata (docs/api.md §5.2). Unknown keys are rejected; `show_native_filters` is
 * silently dropped; `shared_label_colors` in object form becomes `[]`.
 */
export const dashboardMetadataSchema = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const { show_native_filters: _dropped, ...rest } = value as Record<string, unknown>;
    const shared = rest.shared_label_colors;
    if (shared && typeof shared === 'object' && !Array.isArray(shared))
      rest.shared_label_colors = [];
    return rest;
  },
  z.strictObject({
    native_filter_configuration: nativeFilterConfigurationSchema.optional(),
    chart_configuration: chartConfigurationSchema.optional(),
    global_chart_configuration: globalChartConfigurationSchema.optional(),
    cross_filters_enabled: z.boolean().optional(),
    filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).optional(),
    timed_refresh_immune_slices: z.array(z.number().int()).optional(),
    refresh_frequency: z.number().int().min(0).optional(),
    stagger_refresh: z.boolean().optional(),
    stagger_time: z.number().int().min(0).optional(),
    expanded_slices: z.record(z.string(), z.boolean()).optional(),
    color_scheme: z.string().nullable().optional(),
    color_namespace: z.string().nullable().optional(),
    color_scheme_domain: z.array(z.string()).optional(),
    label_colors: z.record(z.string(), z.string()).optional(),
    shared_label_colors: z.array(z.string()).optional(),
    map_label_colors: z.record(z.string(), z.string()).optional(),
    positions: z.record(z.string(), z.unknown()).nullable().optional(),
    filter_scopes: filterScopesSchema.optional(),
    default_filters: z.string().optional(),
    native_filter_migration: z.record(z.string(), z.unknown()).optional(),
    import_time: z.number().int().optional(),
    remote_id: z.number().int().optional(),
  }),
);
/** Dashboard json_metadata. */
export type DashboardMetadata = z.infer<typeof dashboardMetadataSchema>;
