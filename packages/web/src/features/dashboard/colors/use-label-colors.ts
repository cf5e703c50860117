import { useEffect, useRef, useState } from 'react';
import { useUpdateDashboardColorsMutation } from '../../../api/dashboard-api.ts';
import { labelColorSeed, labelColorSyncBody } from './dashboard-colors.ts';
import type { DashboardMetadataObject } from '../dashboard-model.ts';
import { DashboardLabelColors } from './label-color-registry.ts';

/** Quiet time after the last new label colour before the computed map is sent. */
export const LABEL_COLOR_SYNC_DELAY_MS = 1000;

/**
 * The label colour registry of a dashboard, seeded from its json_metadata (map_label_colors) so a
 * label keeps its colour in every chart and across reloads; a new colour scheme or dashboard
 * starts a new one. With `canSync` (an owner, not editing), once the charts have drawn and the
 * registry holds colours or shared labels json_metadata lacks, they go back with
 * PUT /api/v1/dashboard/<id>/colors?mark_updated=false, as Superset's colour sync does.
 */
export function useDashboardLabelColors(
  dashboardId: number,
  metadata: DashboardMetadataObject,
  canSync: boolean,
): DashboardLabelColors {
  const scheme = typeof metadata.color_scheme === 'string' ? metadata.color_scheme : '';
  const key = `${dashboardId}:${scheme}`;
  const [current, setCurrent] = useState(() => ({
    key,
    registry: new DashboardLabelColors(labelColorSeed(metadata)),
  }));
  let { registry } = current;
  if (current.key !== key) {
    registry = new DashboardLabelColors(labelColorSeed(metadata));
    setCurrent({ key, registry });
  }

  const [updateColors] = useUpdateDashboardColorsMutation();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    // New metadata (a load, a save): whatever was sent before may have been overwritten since.
    lastSent.current = null;
    if (!canSync) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleSync = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const body = labelColorSyncBody(metadata, registry);
        const text = body && JSON.stringify(body);
        if (!body || text === lastSent.current) return;
        lastSent.current = text;
        updateColors({ id: dashboardId, body, markUpdated: false })
          .unwrap()
          .catch(() => {
            lastSent.current = null;
          });
      }, LABEL_COLOR_SYNC_DELAY_MS);
    };
    // Charts may have drawn before this effect ran (cached data), so check once at the start too.
    scheduleSync();
    const unsubscribe = registry.subscribe(scheduleSync);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [canSync, dashboardId, metadata, registry, updateColors]);
  return registry;
}
