import type { DashboardColorsBody } from '../../api/dashboard-api.ts';
import type { DashboardMetadataObject } from './dashboard-model.ts';

const isStringRecord = (v: unknown): v is Record<string, string> =>
  Boolean(v) && typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every((x) => typeof x === 'string');
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The body of PUT /api/v1/dashboard/<pk>/colors for a dashboard's json_metadata: the colour scheme
 * (null when cleared) and the label colour keys, malformed values replaced by empty ones.
 */
export function colorsPayload(metadata: DashboardMetadataObject): DashboardColorsBody {
  const scheme = typeof metadata.color_scheme === 'string' && metadata.color_scheme ? metadata.color_scheme : null;
  return {
    color_scheme: scheme,
    ...(typeof metadata.color_namespace === 'string' ? { color_namespace: metadata.color_namespace } : {}),
    label_colors: isStringRecord(metadata.label_colors) ? metadata.label_colors : {},
    shared_label_colors: isStringArray(metadata.shared_label_colors) ? metadata.shared_label_colors : [],
    map_label_colors: isStringRecord(metadata.map_label_colors) ? metadata.map_label_colors : {},
    color_scheme_domain: isStringArray(metadata.color_scheme_domain) ? metadata.color_scheme_domain : [],
  };
}

/** Whether applying `next` changed the colour scheme of `before` (the trigger of the colour sync). */
export function colorSchemeChanged(before: DashboardMetadataObject, next: DashboardMetadataObject): boolean {
  return (before.color_scheme ?? null) !== (next.color_scheme ?? null);
}

/**
 * A chart's form data as the dashboard draws it: the dashboard's colour scheme replaces the chart's
 * own, and its label colours win over the chart's.
 */
export function withDashboardColors(formData: Record<string, unknown>, metadata: DashboardMetadataObject): Record<string, unknown> {
  const scheme = typeof metadata.color_scheme === 'string' && metadata.color_scheme ? metadata.color_scheme : null;
  const dashboardLabels = isStringRecord(metadata.label_colors) ? metadata.label_colors : {};
  const hasLabels = Object.keys(dashboardLabels).length > 0;
  if (!scheme && !hasLabels) return formData;
  const chartLabels = isStringRecord(formData.label_colors) ? formData.label_colors : {};
  return {
    ...formData,
    ...(scheme ? { color_scheme: scheme } : {}),
    ...(hasLabels ? { label_colors: { ...chartLabels, ...dashboardLabels } } : {}),
  };
}
