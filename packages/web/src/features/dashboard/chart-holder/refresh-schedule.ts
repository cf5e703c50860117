import type { DashboardMetadataObject } from '../dashboard-model.ts';

/** Smallest stagger spread of an automatic refresh (docs/dashboards.md §9). */
export const REFRESH_STAGGER_MIN_MS = 5000;

/** Auto-refresh interval choices in seconds (0: off). */
export const REFRESH_INTERVALS: { value: number; label: string }[] = [
  { value: 0, label: "Don't refresh" },
  { value: 10, label: '10 seconds' },
  { value: 30, label: '30 seconds' },
  { value: 60, label: '1 minute' },
  { value: 300, label: '5 minutes' },
  { value: 1800, label: '30 minutes' },
  { value: 3600, label: '1 hour' },
  { value: 21600, label: '6 hours' },
  { value: 43200, label: '12 hours' },
  { value: 86400, label: '24 hours' },
];

/**
 * The delay of each chart's automatic refresh: charts in timed_refresh_immune_slices are left out
 * (null); with stagger_refresh (default on) the refreshes are spread evenly over stagger_time, at
 * least 5000 ms, so charts do not all query at once.
 */
export function refreshDelays(
  chartIds: number[],
  metadata: DashboardMetadataObject,
): Map<number, number | null> {
  const immune = new Set(
    Array.isArray(metadata.timed_refresh_immune_slices)
      ? (metadata.timed_refresh_immune_slices as number[])
      : [],
  );
  const refreshed = chartIds.filter((id) => !immune.has(id));
  const isStaggered = metadata.stagger_refresh !== false;
  const spread = Math.max(
    typeof metadata.stagger_time === 'number' ? metadata.stagger_time : 0,
    REFRESH_STAGGER_MIN_MS,
  );
  const step = isStaggered && refreshed.length > 0 ? spread / refreshed.length : 0;
  const delays = new Map<number, number | null>();
  chartIds.forEach((id) =>
    delays.set(id, immune.has(id) ? null : Math.round(refreshed.indexOf(id) * step)),
  );
  return delays;
}

/** json_metadata.refresh_frequency in seconds, honoured on load; anything but a non-negative number is 0 (off). */
export function refreshFrequencyOf(metadata: DashboardMetadataObject): number {
  const value = Number(metadata.refresh_frequency ?? 0);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Metadata with the auto-refresh interval chosen in edit mode (0 = off). */
export function withRefreshFrequency(
  metadata: DashboardMetadataObject,
  seconds: number,
): DashboardMetadataObject {
  return { ...metadata, refresh_frequency: seconds };
}
