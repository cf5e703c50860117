import { useRef, useState } from 'react';
import { chartIdsInLayout, findParentId } from '@sightline/core';
import type { DataMaskMap, Layout, LayoutResult } from '@sightline/core';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import { useElementWidth } from '../../chart/use-element-width.ts';
import type { DropIndicator } from '../dashboard-context.ts';
import type { DashboardMetadataObject } from '../dashboard-model.ts';
import { MOVED_ACROSS_SCOPES_MESSAGE, movedAcrossFilterScopes } from '../filters/data-mask.ts';
import { columnWidthOf } from './grid-size.ts';

/** Active tab of each TABS from a permalink's list of selected tab ids. */
function activeTabsOf(layout: Layout, tabIds: string[] = []): Record<string, string> {
  return Object.fromEntries(
    tabIds.flatMap((tabId) => {
      const parentId = findParentId(layout, tabId);
      return parentId === undefined ? [] : [[parentId, tabId]];
    }),
  );
}

export interface DashboardGridOptions {
  initialLayout: Layout;
  /** Tabs a permalink opened. */
  initialActiveTabs?: string[];
  layout: Layout;
  layoutChartIds: number[];
  metadata: DashboardMetadataObject;
  dataMasks: DataMaskMap;
  apply(result: LayoutResult): void;
}

/**
 * The layout grid: its measured width (12 columns), the active tab of each tab set, and drag and
 * drop, which warns when a chart moves into another filter scope.
 */
export function useDashboardGrid({
  initialLayout,
  initialActiveTabs,
  layout,
  layoutChartIds,
  metadata,
  dataMasks,
  apply,
}: DashboardGridOptions) {
  const toasts = useToasts();
  const [activeTabs, setActiveTabs] = useState(() =>
    activeTabsOf(initialLayout, initialActiveTabs),
  );
  const [dropIndicator, setDropIndicator] = useState<DropIndicator | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(gridRef);

  return {
    gridRef,
    width,
    columnWidth: columnWidthOf(width),
    activeTabs,
    setActiveTab: (tabsId: string, tabId: string) =>
      setActiveTabs((current) => ({ ...current, [tabsId]: tabId })),
    dropIndicator,
    setDropIndicator,
    onDrop: (result: LayoutResult) => {
      apply(result);
      const movedCharts = result.changed
        ? layoutChartIds.filter((id) => chartIdsInLayout(result.layout).includes(id))
        : [];
      if (
        movedCharts.length > 0 &&
        movedAcrossFilterScopes(layout, result.layout, movedCharts, metadata, dataMasks)
      )
        toasts.addWarningToast(MOVED_ACROSS_SCOPES_MESSAGE);
    },
  };
}
