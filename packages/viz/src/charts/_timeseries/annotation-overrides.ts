// Client-side override semantics of chart-sourced annotation layers (docs/query-object.md §7): an
// override key whose value is null means "inherit", so before sending it is replaced by the host
// chart's current value; overrides naming since/until force time_range to inherit as well.
import type { TimeseriesFormData } from './form-data.ts';

/** The host values an inherited override takes. */
export interface HostOverrideValues {
  time_range?: string | null;
  time_grain_sqla?: string | null;
  granularity?: string | null;
  time_shift?: string | null;
}

/** The host chart's time range (its TEMPORAL_RANGE filter, else `time_range`) and grain. */
export function hostOverrideValues(formData: TimeseriesFormData): HostOverrideValues {
  const rangeFilter = (formData.adhoc_filters ?? []).find(
    (f) => (f as { operator?: unknown }).operator === 'TEMPORAL_RANGE',
  );
  const comparator = (rangeFilter as { comparator?: unknown } | undefined)?.comparator;
  const timeRange =
    typeof comparator === 'string'
      ? comparator
      : typeof formData.time_range === 'string'
        ? formData.time_range
        : null;
  return {
    time_range: timeRange,
    time_grain_sqla: formData.time_grain_sqla ?? null,
    granularity: formData.time_grain_sqla ?? null,
  };
}

/** Layers with every null override replaced by the host's value; layers without overrides pass unchanged. */
export function resolveAnnotationOverrides(
  layers: readonly Record<string, unknown>[],
  host: HostOverrideValues,
): Record<string, unknown>[] {
  return layers.map((layer) => {
    const raw = layer.overrides;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return layer;
    const overrides: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    if ('since' in overrides || 'until' in overrides) overrides.time_range = null;
    for (const [key, value] of Object.entries(overrides)) {
      if (value === null && key in host)
        overrides[key] = host[key as keyof HostOverrideValues] ?? null;
    }
    return { ...layer, overrides };
  });
}
