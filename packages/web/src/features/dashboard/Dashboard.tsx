import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Empty, Flex } from 'antd';
import { DASHBOARD_ROOT_ID } from '@sightline/core';
import type { DataMaskMap } from '@sightline/core';
import type {
  DashboardChart,
  DashboardDataset,
  DashboardDetail,
  DashboardPermalinkState,
} from '../../api/dashboard-api.ts';
import { useDashboardCharts } from './chart-holder/use-dashboard-charts.ts';
import { usePrefetchFirstView } from './chart-holder/use-prefetch-first-view.ts';
import { withDashboardColors } from './colors/dashboard-colors.ts';
import { DashboardContext } from './dashboard-context.ts';
import type { DashboardContextValue } from './dashboard-context.ts';
import { canEditDashboard, useDashboardPermissions } from './dashboard-permissions.ts';
import type { DashboardUrlParams } from './dashboard-url.ts';
import { EditorModals } from './editor/EditorModals.tsx';
import { useDashboardEditing } from './editor/use-dashboard-editing.ts';
import { DashboardFilterSlot } from './filters/DashboardFilterSlot.tsx';
import { useDashboardFilters } from './filters/use-dashboard-filters.ts';
import { DashboardHeader } from './header/DashboardHeader.tsx';
import { DashboardHeaderModals } from './header/DashboardHeaderModals.tsx';
import { useDashboardActions } from './header/use-dashboard-actions.ts';
import { useDashboardHeader } from './header/use-dashboard-header.ts';
import { useDownloadMenu } from './header/use-download-menu.tsx';
import { guestToken } from '../../api/guest-token.ts';
import { LayoutNode } from './layout/LayoutNode.tsx';
import { useReportMenu } from '../reports/use-report-menu.tsx';
import { useDashboardGrid } from './layout/use-dashboard-grid.ts';
import { useScrollToAnchor } from './layout/use-scroll-to-anchor.ts';
import { useDashboardLog } from './use-dashboard-log.ts';

// Drag and drop (dnd-kit) and the component pane load with edit mode: viewers never need them.
const DashboardEditLayer = lazy(() =>
  import('./layout/dnd/DashboardEditLayer.tsx').then((m) => ({ default: m.DashboardEditLayer })),
);

export interface DashboardProps {
  detail: DashboardDetail;
  charts: DashboardChart[];
  datasets: DashboardDataset[];
  params: DashboardUrlParams;
  permalinkState?: DashboardPermalinkState;
  /** The data masks stored under the URL's native_filters_key, when it could be read. */
  filterState?: { key: string; masks: DataMaskMap };
}

/**
 * The dashboard page: header, filter bar, the layout grid and, in edit mode, the component pane.
 * Each part's state lives in its sub-feature's hook; this component wires them and lays them out.
 */
export function Dashboard({
  detail,
  charts,
  datasets,
  params,
  permalinkState,
  filterState,
}: DashboardProps) {
  const permissions = useDashboardPermissions();
  const canEdit = canEditDashboard(
    permissions,
    detail.owners.map((o) => o.id),
  );
  const log = useDashboardLog(detail.id);
  const editing = useDashboardEditing(detail, charts, params.editMode && canEdit);
  const { layout, draft, state } = editing;
  const actions = useDashboardActions(detail.id, editing.afterServerChange);
  const chartParts = useDashboardCharts({
    dashboardId: detail.id,
    charts,
    layout,
    metadata: draft.metadata,
    isEditing: state.editMode,
    canSyncLabelColors: canEdit && !state.editMode,
  });
  const filters = useDashboardFilters({
    dashboardId: detail.id,
    layout,
    draft,
    setDraft: editing.setDraft,
    baseline: editing.baseline,
    params,
    permalinkState,
    filterState,
    chartNames: chartParts.chartNames,
    log,
    saveConfiguration: actions.saveFilterConfiguration,
    saveScoping: actions.saveCrossFilterScoping,
  });
  const grid = useDashboardGrid({
    initialLayout: editing.initialLayout,
    initialActiveTabs: permalinkState?.activeTabs,
    layout,
    layoutChartIds: chartParts.layoutChartIds,
    metadata: draft.metadata,
    dataMasks: filters.dataMasks,
    apply: editing.editor.apply,
  });
  const header = useDashboardHeader({
    isPublished: detail.published,
    canEdit,
    permissions,
    editing,
    charts: chartParts,
    actions,
    dataMasks: filters.dataMasks,
    activeTabs: grid.activeTabs,
    openCrossFilterScoping: filters.scoping.open,
    log,
  });
  // No header, no reports menu (and no request for it): standalone 2 and 3 (reports render so).
  const reportMenu = useReportMenu(
    params.hideTitle
      ? null
      : {
          creationMethod: 'dashboards',
          id: detail.id,
          name: draft.dashboard_title,
          dataMask: () => filters.dataMasks,
        },
  );
  const downloadState = useCallback(
    () => ({ dataMask: filters.dataMasks, activeTabs: Object.values(grid.activeTabs) }),
    [filters.dataMasks, grid.activeTabs],
  );
  const downloadMenu = useDownloadMenu(detail.id, downloadState);
  useEffect(() => log('mount_dashboard', { is_soft_navigation: false }), [log]);
  useScrollToAnchor(permalinkState?.anchor, params.focusedChart);

  const context: DashboardContextValue = {
    dashboardId: detail.id,
    layout,
    editMode: state.editMode,
    columnWidth: grid.columnWidth,
    charts: chartParts.entities,
    dataMasks: filters.dataMasks,
    crossFiltersEnabled: filters.crossFiltersEnabled,
    sharedLabelColors: chartParts.sharedLabelColors,
    chartFormData: (chartId) => {
      const entity = chartParts.entities.get(chartId);
      return entity
        ? filters.withMasks(chartId, withDashboardColors(entity.form_data, draft.metadata))
        : null;
    },
    setCrossFilter: filters.setCrossFilter,
    apply: editing.editor.apply,
    updateComponent: editing.editor.updateComponent,
    remove: editing.editor.remove,
    resize: editing.editor.resize,
    activeTabs: grid.activeTabs,
    setActiveTab: grid.setActiveTab,
    refreshTick: chartParts.refreshTick,
    autoRefreshTick: chartParts.autoRefreshTick,
    refreshDelay: chartParts.refreshDelay,
    hideChartControls: params.hideChartControls,
    hideTab: params.hideTab,
    focusedChart: params.focusedChart,
    dropIndicator: grid.dropIndicator,
    expandedSlices: chartParts.expandedSlices,
    toggleExpandedSlice: chartParts.toggleExpandedSlice,
    ...(canEdit ? { openCrossFilterScoping: filters.scoping.open } : {}),
  };

  const rootChildId = layout[DASHBOARD_ROOT_ID]?.children[0];
  usePrefetchFirstView(layout, rootChildId, grid.activeTabs, context.chartFormData);
  const orientation =
    draft.metadata.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
  const filterBar =
    params.standalone === 3 ? null : (
      <DashboardFilterSlot
        dashboardId={detail.id}
        filters={filters.nativeFilters}
        dataMask={filters.dataMasks}
        layout={layout}
        charts={[...chartParts.entities.values()]}
        datasets={datasets.map((d) => ({
          id: d.id,
          table_name: d.table_name ?? d.name ?? String(d.id),
        }))}
        canEdit={canEdit}
        orientation={orientation}
        onApply={filters.apply}
        onClearCrossFilter={filters.clearCrossFilter}
        onSaveConfiguration={filters.saveConfiguration}
      />
    );

  return (
    <DashboardContext.Provider value={context}>
      {draft.css && <style data-test="dashboard-css">{draft.css}</style>}
      <div data-test="dashboard-page" data-edit-mode={state.editMode} data-dashboard-id={detail.id}>
        {!params.hideTitle && (
          <DashboardHeader
            {...header.props}
            reportMenu={reportMenu.item}
            downloadMenu={guestToken() ? null : downloadMenu}
          />
        )}
        {orientation === 'HORIZONTAL' && filterBar}
        <Flex align="start" gap={12}>
          {orientation === 'VERTICAL' && filterBar}
          <div ref={grid.gridRef} style={{ flex: 1, minWidth: 0 }} data-test="dashboard-grid">
            {rootChildId && grid.width > 0 && (
              <LayoutNode id={rootChildId} parentId={DASHBOARD_ROOT_ID} />
            )}
            {!state.editMode && layout[rootChildId ?? '']?.children.length === 0 && (
              <Empty
                data-test="dashboard-empty"
                description={
                  canEdit
                    ? 'This dashboard is empty. Edit it to add charts.'
                    : 'This dashboard is empty.'
                }
              />
            )}
          </div>
          {state.editMode && (
            <Suspense fallback={null}>
              <DashboardEditLayer
                layout={layout}
                onDrop={grid.onDrop}
                onIndicator={grid.setDropIndicator}
                usedChartIds={new Set(chartParts.layoutChartIds)}
              />
            </Suspense>
          )}
        </Flex>
      </div>
      <DashboardHeaderModals
        detail={detail}
        header={header}
        editing={editing}
        actions={actions}
        refreshSeconds={chartParts.refreshSeconds}
      />
      {filters.scoping.element}
      {reportMenu.element}
      <EditorModals editing={editing} />
    </DashboardContext.Provider>
  );
}
