import type { DashboardColorsBody } from '../../../api/dashboard-api.ts';
import type { DashboardMetadataObject } from '../dashboard-model.ts';

const isStringRecord = (v: unknown): v is Record<string, string> =>
  Boolean(v) &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.values(v as object).every((x) => typeof x === 'string');
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The body of PUT /api/v1/dashboard/<pk>/colors for a dashboard's json_metadata: the colour scheme
 * (null when cleared) and the label colour keys, malformed values replaced by empty ones.
 */
export function colorsPayload(metadata: DashboardMetadataObject): DashboardColorsBody {
  const scheme =
    typeof metadata.color_scheme === 'string' && metadata.color_scheme
      ? metadata.color_scheme
      : null;
  return {
    color_scheme: scheme,
    ...(typeof metadata.color_namespace === 'string'
      ? { color_namespace: metadata.color_namespace }
      : {}),
    label_colors: isStringRecord(metadata.label_colors) ? metadata.label_colors : {},
    shared_label_colors: isStringArray(metadata.shared_label_colors)
      ? metadata.shared_label_colors
      : [],
    map_label_colors: isStringRecord(metadata.map_label_colors) ? metadata.map_label_colors : {},
    color_scheme_domain: isStringArray(metadata.color_scheme_domain)
      ? metadata.color_scheme_domain
      : [],
  };
}

/** Whether applying `next` changed the colour scheme of `before` (the trigger of the colour sync). */
export function colorSchemeChanged(
  before: DashboardMetadataObject,
  next: DashboardMetadataObject,
): boolean {
  return (before.color_scheme ?? null) !== (next.color_scheme ?? null);
}

/**
 * A chart's form data as the dashboard draws it: the dashboard's colour scheme replaces the chart's
 * own, and its label colours win over the chart's.
 */
export function withDashboardColors(
  formData: Record<string, unknown>,
  metadata: DashboardMetadataObject,
): Record<string, unknown> {
  const scheme =
    typeof metadata.color_scheme === 'string' && metadata.color_scheme
      ? metadata.color_scheme
      : null;
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

/**
 * The colours a dashboard's label registry starts with: its saved map_label_colors, over the
 * colours of an old-style shared_label_colors object ({label: colour}, before it became a list).
 * label_colors are not seeded: they reach every chart as fixed colours and win over these.
 */
export function labelColorSeed(metadata: DashboardMetadataObject): Record<string, string> {
  const legacyShared = isStringRecord(metadata.shared_label_colors)
    ? metadata.shared_label_colors
    : {};
  const saved = isStringRecord(metadata.map_label_colors) ? metadata.map_label_colors : {};
  return { ...legacyShared, ...saved };
}

/**
 * `next` with the saved label colour map cleared when its colour scheme differs from `before`'s:
 * the map belongs to the old scheme, and a fresh one is computed and synced once charts redraw.
 */
export function withFreshLabelColors(
  before: DashboardMetadataObject,
  next: DashboardMetadataObject,
): DashboardMetadataObject {
  return colorSchemeChanged(before, next)
    ? { ...next, map_label_colors: {}, shared_label_colors: [] }
    : next;
}

/** What the label colour sync reads of a dashboard's registry. */
export interface ComputedLabelColors {
  colorMap(): Record<string, string>;
  sharedLabels(): string[];
}

/**
 * The body of the automatic PUT /api/v1/dashboard/<pk>/colors after charts draw: the computed
 * label -> colour map and the shared labels (the saved ones kept, new ones appended), or null
 * when json_metadata already holds them.
 */
export function labelColorSyncBody(
  metadata: DashboardMetadataObject,
  computed: ComputedLabelColors,
): DashboardColorsBody | null {
  const savedMap = isStringRecord(metadata.map_label_colors) ? metadata.map_label_colors : {};
  const savedShared = isStringArray(metadata.shared_label_colors)
    ? metadata.shared_label_colors
    : [];
  const map = computed.colorMap();
  const shared = [...new Set([...savedShared, ...computed.sharedLabels()])];
  const sameMap =
    Object.keys(map).length === Object.keys(savedMap).length &&
    Object.entries(map).every(([label, color]) => savedMap[label] === color);
  // An old-style object is rewritten as the list.
  const sameShared =
    shared.length === savedShared.length && !isStringRecord(metadata.shared_label_colors);
  return sameMap && sameShared ? null : { map_label_colors: map, shared_label_colors: shared };
}
