import { createContext, useContext } from 'react';
import type {
  DataMask,
  DropPosition,
  Layout,
  LayoutComponent,
  LayoutResult,
  ResizeRequest,
} from '@sightline/core';
import type { DataMask as ChartDataMask } from '@sightline/viz';
import type { DashboardLabelColors } from './colors/label-color-registry.ts';

/** A chart as the dashboard draws it: its name, description and raw form data. */
export interface DashboardChartEntity {
  id: number;
  slice_name: string;
  description: string | null;
  form_data: Record<string, unknown>;
}

/** The hovered drop indicator of a drag in progress. */
export interface DropIndicator {
  id: string;
  position: DropPosition;
}

/** What every layout component reads while the dashboard renders. */
export interface DashboardContextValue {
  dashboardId: number;
  layout: Layout;
  editMode: boolean;
  /** Width of one of the 12 grid columns, in px. */
  columnWidth: number;
  charts: ReadonlyMap<number, DashboardChartEntity>;
  dataMasks: Record<string, DataMask>;
  crossFiltersEnabled: boolean;
  /** Label -> colour registry shared by the dashboard's charts (the first chart to colour a label fixes it). */
  sharedLabelColors: DashboardLabelColors;
  /** Form data of a chart with the masks in its scope folded in. */
  chartFormData(chartId: number): Record<string, unknown> | null;
  setCrossFilter(chartId: number, mask: ChartDataMask): void;
  apply(result: LayoutResult): void;
  /** A change that records no history (titles, markdown text). */
  updateComponent(component: LayoutComponent): void;
  remove(id: string): void;
  resize(id: string, size: ResizeRequest): void;
  activeTabs: Record<string, string>;
  setActiveTab(tabsId: string, tabId: string): void;
  /** Bumped by "Refresh dashboard". */
  refreshTick: number;
  /** Bumped by the auto-refresh timer. */
  autoRefreshTick: number;
  refreshDelay(chartId: number): number | null;
  hideChartControls: boolean;
  hideTab: boolean;
  focusedChart: number | null;
  dropIndicator: DropIndicator | null;
  expandedSlices: Record<string, boolean>;
  toggleExpandedSlice(chartId: number): void;
  /** Opens the cross-filter scoping of a chart; absent when the user may not edit the dashboard. */
  openCrossFilterScoping?(chartId: number): void;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

/** The dashboard being drawn; throws outside the dashboard so a missing provider is found at once. */
export function useDashboardContext(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboardContext() needs a <DashboardContext.Provider> above it');
  return value;
}
