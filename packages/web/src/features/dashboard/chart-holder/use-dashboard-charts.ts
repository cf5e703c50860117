import { useMemo, useState } from 'react';
import { chartIdsInLayout } from '@sightline/core';
import type { Layout } from '@sightline/core';
import type { DashboardChart } from '../../../api/dashboard-api.ts';
import { useDashboardLabelColors } from '../colors/use-label-colors.ts';
import type { DashboardMetadataObject } from '../dashboard-model.ts';
import { refreshDelays, refreshFrequencyOf } from './refresh-schedule.ts';
import { useAutoRefreshTick } from './use-auto-refresh-tick.ts';
import { useChartEntities } from './use-chart-entities.ts';

export interface DashboardChartsOptions {
  dashboardId: number;
  charts: DashboardChart[];
  layout: Layout;
  metadata: DashboardMetadataObject;
  isEditing: boolean;
  /** Whether label colours go back to json_metadata (an owner, not editing). */
  canSyncLabelColors: boolean;
}

/**
 * The charts a dashboard draws: their items (with any dropped in since the load), the manual and
 * automatic refresh with its per-chart stagger, expanded descriptions and the shared label colours.
 */
export function useDashboardCharts({
  dashboardId,
  charts,
  layout,
  metadata,
  isEditing,
  canSyncLabelColors,
}: DashboardChartsOptions) {
  const layoutChartIds = useMemo(() => chartIdsInLayout(layout), [layout]);
  const entities = useChartEntities(charts, layoutChartIds);
  const chartNames = useMemo(
    () => Object.fromEntries([...entities.values()].map((c) => [c.id, c.slice_name])),
    [entities],
  );
  const [refreshTick, setRefreshTick] = useState(0);
  const [refreshSeconds, setRefreshSeconds] = useState(() => refreshFrequencyOf(metadata));
  const [expandedSlices, setExpandedSlices] = useState<Record<string, boolean>>(
    () => (metadata.expanded_slices as Record<string, boolean> | undefined) ?? {},
  );
  const autoRefreshTick = useAutoRefreshTick(refreshSeconds, isEditing);
  const delays = useMemo(() => refreshDelays(layoutChartIds, metadata), [layoutChartIds, metadata]);
  // One registry per dashboard and scheme, seeded from map_label_colors; owners sync it back outside edit mode.
  const sharedLabelColors = useDashboardLabelColors(dashboardId, metadata, canSyncLabelColors);

  return {
    layoutChartIds,
    entities,
    chartNames,
    sharedLabelColors,
    refreshTick,
    autoRefreshTick,
    refreshSeconds,
    setRefreshSeconds,
    refreshDelay: (chartId: number) => delays.get(chartId) ?? 0,
    /** "Refresh dashboard": every chart queries again. */
    refresh: () => setRefreshTick((n) => n + 1),
    expandedSlices,
    toggleExpandedSlice: (chartId: number) =>
      setExpandedSlices((current) => ({ ...current, [chartId]: !current[chartId] })),
  };
}

export type DashboardCharts = ReturnType<typeof useDashboardCharts>;
