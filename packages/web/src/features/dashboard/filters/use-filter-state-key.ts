import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { DataMaskMap } from '@sightline/core';
import { useSaveDashboardFilterStateMutation } from '../../../api/dashboard-api.ts';
import { withNativeFiltersKey } from '../dashboard-url.ts';

/** This page's tab id for filter_state: one key is kept (PUT) per browser tab, as Superset's tab_id does. */
const TAB_ID = Math.floor(Math.random() * 1_000_000_000) + 1;

/**
 * Keeps applied filters across reloads: `persist` writes the data masks to filter_state (POST the
 * first time, PUT under the same key after) and puts `native_filters_key=<key>` into the URL,
 * replacing the history entry. `initialKey` is a key the page was opened with and could read.
 */
export function useFilterStateKey(dashboardId: number, initialKey: string | null) {
  const [save] = useSaveDashboardFilterStateMutation();
  // Through refs, so the callback stays the same across the URL changes it makes itself.
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const locationRef = useRef(location);
  locationRef.current = location;
  const keyRef = useRef(initialKey);
  return useCallback(
    async (masks: DataMaskMap): Promise<string | null> => {
      try {
        const { key } = await save({
          id: dashboardId,
          key: keyRef.current,
          tabId: TAB_ID,
          value: JSON.stringify(masks),
        }).unwrap();
        keyRef.current = key;
        const { pathname, search, hash } = locationRef.current;
        navigateRef.current(
          { pathname, search: withNativeFiltersKey(search, key), hash },
          { replace: true },
        );
        return key;
      } catch {
        // The filters are applied all the same; only a reload would not restore them.
        return null;
      }
    },
    [dashboardId, save],
  );
}
