import { useEffect, useRef } from 'react';
import type { DataMaskMap } from '@sightline/core';
import { useFilterStateKey } from './use-filter-state-key.ts';

/** Every change of the applied filters and cross-filters goes to filter_state, so a reload keeps them. */
export function usePersistedFilterState(
  dashboardId: number,
  initialKey: string | null,
  dataMasks: DataMaskMap,
): void {
  const persistFilterState = useFilterStateKey(dashboardId, initialKey);
  const persistedMasks = useRef(dataMasks);
  useEffect(() => {
    if (dataMasks === persistedMasks.current) return;
    persistedMasks.current = dataMasks;
    void persistFilterState(dataMasks);
  }, [dataMasks, persistFilterState]);
}
