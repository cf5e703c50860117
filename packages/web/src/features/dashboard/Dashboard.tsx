import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Empty, Flex } from 'antd';
import { DASHBOARD_ROOT_ID, canRedo, canUndo, chartIdsInLayout, findParentId, initialDataMasks, nativeFilterConfigurationSchema } from '@sightline/core';
import type { DataMaskMap, Layout, LayoutResult } from '@sightline/core';
import type { DashboardChart, DashboardDataset, DashboardDetail, DashboardPermalinkState } from '../../api/dashboard-api.ts';
import { ConfirmModal } from '../../components/ConfirmModal.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useElementWidth } from '../chart/use-element-width.ts';
import { ComponentPane } from './editor/ComponentPane.tsx';
import { colorSchemeChanged, withDashboardColors, withFreshLabelColors } from './colors/dashboard-colors.ts';
import { DashboardContext } from './dashboard-context.ts';
import type { DashboardContextValue, DropIndicator } from './dashboard-context.ts';
import { DashboardFilterSlot } from './filters/DashboardFilterSlot.tsx';
import { DashboardHeader } from './header/DashboardHeader.tsx';
import type { DashboardMenuKey } from './header/DashboardHeader.tsx';
import { draftOf, layoutOf } from './dashboard-model.ts';
import type { DashboardDraft } from './dashboard-model.ts';
import { canEditDashboard, useDashboardPermissions } from './dashboard-permissions.ts';
import { urlDataMasks } from './dashboard-url.ts';
import type { DashboardUrlParams } from './dashboard-url.ts';
import {
  MOVED_ACROSS_SCOPES_MESSAGE, chartFormDataWithMasks, crossFilterMask, crossFiltersEnabled, dataMaskReducer, filterScopeContext, movedAcrossFilterScopes,
} from './filters/data-mask.ts';
import { DashboardDndProvider } from './layout/dnd/DashboardDndProvider.tsx';
import { columnWidthOf } from './layout/grid-size.ts';
import { LayoutNode } from './layout/LayoutNode.tsx';
import { PropertiesModal } from './header/PropertiesModal.tsx';
import { refreshDelays, refreshFrequencyOf, withRefreshFrequency } from './chart-holder/refresh-schedule.ts';
import { AutoRefreshModal, CssEditorModal, OverwriteConfirmModal, SaveAsModal } from './header/SmallModals.tsx';
import { useAutoRefreshTick } from './chart-holder/use-auto-refresh-tick.ts';
import { useChartEntities } from './chart-holder/use-chart-entities.ts';
import { useCrossFilterScoping } from './filters/use-cross-filter-scoping.tsx';
import { useDashboardActions } from './header/use-dashboard-actions.ts';
import { useDashboardEditor } from './editor/use-dashboard-editor.ts';
import { useDashboardLog } from './use-dashboard-log.ts';
import { useDashboardSave } from './editor/use-dashboard-save.ts';
import { useDashboardLabelColors } from './colors/use-label-colors.ts';
import { useNavigateWhenSaved } from './editor/use-navigate-when-saved.ts';
import { usePersistedFilterState } from './filters/use-persisted-filter-state.ts';
import { useScrollToAnchor } from './layout/use-scroll-to-anchor.ts';
import { useUnsavedGuard } from './editor/use-unsaved-guard.ts';

export interface DashboardProps {
  detail: DashboardDetail;
  charts: DashboardChart[];
  datasets: DashboardDataset[];
  params: DashboardUrlParams;
  permalinkState?: DashboardPermalinkState;
  /** The data masks stored under the URL's native_filters_key, when it could be read. */
  filterState?: { key: string; masks: DataMaskMap };
}

type OpenModal = 'none' | 'properties' | 'css' | 'save-as' | 'auto-refresh' | 'delete';

/** Active tab of each TABS from a permalink's list of selected tab ids. */
function activeTabsOf(layout: Layout, tabIds: string[] = []): Record<string, string> {
  return Object.fromEntries(tabIds.flatMap((tabId) => {
    const parentId = findParentId(layout, tabId);
    return parentId === undefined ? [] : [[parentId, tabId]];
  }));
}

/** The dashboard page: header, filter bar, the layout grid and, in edit mode, the component pane. */
export function Dashboard({ detail, charts, datasets, params, permalinkState, filterState }: DashboardProps) {
  const toasts = useToasts();
  const permissions = useDashboardPermissions();
  const canEdit = canEditDashboard(permissions, detail.owners.map((o) => o.id));
  const initialLayout = useMemo(() => layoutOf(detail, charts), [detail, charts]);
  const editor = useDashboardEditor(initialLayout, params.editMode && canEdit);
  const { layout, state } = editor;
  const baseline = useRef({ layout: initialLayout, draft: draftOf(detail) });
  const [draft, setDraft] = useState<DashboardDraft>(baseline.current.draft);
  const [isPublished, setIsPublished] = useState(detail.published);
  const nativeFilters = useMemo(() => {
    const parsed = nativeFilterConfigurationSchema.safeParse(draft.metadata.native_filter_configuration ?? []);
    return parsed.success ? parsed.data : [];
  }, [draft.metadata.native_filter_configuration]);
  const [dataMasks, dispatchMask] = useReducer(dataMaskReducer, undefined, () =>
    initialDataMasks(nativeFilters, { ...urlDataMasks(params.nativeFilters), ...(filterState?.masks ?? {}), ...(permalinkState?.dataMask ?? {}) }));
  const [activeTabs, setActiveTabs] = useState(() => activeTabsOf(initialLayout, permalinkState?.activeTabs));
  const [refreshTick, setRefreshTick] = useState(0);
  const [refreshSeconds, setRefreshSeconds] = useState(() => refreshFrequencyOf(draft.metadata));
  const [dropIndicator, setDropIndicator] = useState<DropIndicator | null>(null);
  const [expandedSlices, setExpandedSlices] = useState<Record<string, boolean>>(() => (draft.metadata.expanded_slices as Record<string, boolean> | undefined) ?? {});
  const [modal, setModal] = useState<OpenModal>('none');
  const gridRef = useRef<HTMLDivElement>(null);
  const gridWidth = useElementWidth(gridRef);
  const log = useDashboardLog(detail.id);
  const layoutChartIds = useMemo(() => chartIdsInLayout(layout), [layout]);
  const chartEntities = useChartEntities(charts, layoutChartIds);
  const blocker = useUnsavedGuard(state.hasUnsavedChanges);
  const setNavigateTo = useNavigateWhenSaved(state.hasUnsavedChanges);

  const onSaved = useCallback((saved: Layout, fresh: DashboardDetail) => {
    const nextDraft = draftOf(fresh);
    baseline.current = { layout: saved, draft: nextDraft };
    setDraft(nextDraft);
    editor.saved(saved);
    setNavigateTo(`/superset/dashboard/${fresh.slug ?? fresh.id}/`);
  }, [editor]);
  const saver = useDashboardSave(detail.id, detail.changed_on, onSaved);
  const { fetchServerCopy, setLoadedChangedOn } = saver;
  const afterServerChange = useCallback(async () => setLoadedChangedOn((await fetchServerCopy()).changed_on), [fetchServerCopy, setLoadedChangedOn]);
  const actions = useDashboardActions(detail.id, afterServerChange);
  const chartNames = useMemo(() => Object.fromEntries([...chartEntities.values()].map((c) => [c.id, c.slice_name])), [chartEntities]);
  const scoping = useCrossFilterScoping({ layout, draft, chartNames, baseline, setDraft, save: actions.saveCrossFilterScoping });

  useEffect(() => log('mount_dashboard', { is_soft_navigation: false }), [log]);
  usePersistedFilterState(detail.id, filterState?.key ?? null, dataMasks);
  const autoRefreshTick = useAutoRefreshTick(refreshSeconds, state.editMode);
  useScrollToAnchor(permalinkState?.anchor, params.focusedChart);

  const scope = useMemo(() => filterScopeContext(layout, draft.metadata), [layout, draft.metadata]);
  const delays = useMemo(() => refreshDelays(layoutChartIds, draft.metadata), [layoutChartIds, draft.metadata]);
  // One registry per dashboard and scheme, seeded from map_label_colors; owners sync it back outside edit mode.
  const sharedLabelColors = useDashboardLabelColors(detail.id, draft.metadata, canEdit && !state.editMode);
  const setCrossFilter = useCallback((chartId: number, mask: Parameters<DashboardContextValue['setCrossFilter']>[1]) => {
    const stored = crossFilterMask(chartId, mask);
    dispatchMask(stored ? { type: 'set', mask: stored } : { type: 'clear', id: String(chartId) });
    log('change_dashboard_filter', { slice_id: chartId, source: 'dashboard' });
  }, [log]);

  const context: DashboardContextValue = {
    dashboardId: detail.id,
    layout,
    editMode: state.editMode,
    columnWidth: columnWidthOf(gridWidth),
    charts: chartEntities,
    dataMasks,
    crossFiltersEnabled: crossFiltersEnabled(draft.metadata),
    sharedLabelColors,
    chartFormData: (chartId) => {
      const entity = chartEntities.get(chartId);
      if (!entity) return null;
      return chartFormDataWithMasks(withDashboardColors(entity.form_data, draft.metadata), chartId, dataMasks, scope);
    },
    setCrossFilter,
    apply: editor.apply,
    updateComponent: editor.updateComponent,
    remove: editor.remove,
    resize: editor.resize,
    activeTabs,
    setActiveTab: (tabsId, tabId) => setActiveTabs((current) => ({ ...current, [tabsId]: tabId })),
    refreshTick,
    autoRefreshTick,
    refreshDelay: (chartId) => delays.get(chartId) ?? 0,
    hideChartControls: params.hideChartControls,
    hideTab: params.hideTab,
    focusedChart: params.focusedChart,
    dropIndicator,
    expandedSlices,
    toggleExpandedSlice: (chartId) => setExpandedSlices((current) => ({ ...current, [chartId]: !current[chartId] })),
    ...(canEdit ? { openCrossFilterScoping: scoping.open } : {}),
  };

  const onDrop = (result: LayoutResult) => {
    editor.apply(result);
    const movedCharts = result.changed ? layoutChartIds.filter((id) => chartIdsInLayout(result.layout).includes(id)) : [];
    if (movedCharts.length > 0 && movedAcrossFilterScopes(layout, result.layout, movedCharts, draft.metadata, dataMasks)) toasts.addWarningToast(MOVED_ACROSS_SCOPES_MESSAGE);
  };
  const onMenu = (key: DashboardMenuKey) => {
    if (key === 'refresh') {
      setRefreshTick((n) => n + 1);
      log('force_refresh_dashboard');
    } else if (key === 'permalink') {
      void actions.copyPermalink(dataMasks, Object.values(activeTabs), window.location.hash.slice(1) || undefined);
    } else if (key === 'fullscreen') {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void document.documentElement.requestFullscreen?.().catch(() => undefined);
    } else if (key === 'cross-filter-scoping') {
      scoping.open(null);
    } else {
      setModal(key);
    }
  };
  const applyDraft = async (proposed: DashboardDraft) => {
    const next = { ...proposed, metadata: withFreshLabelColors(draft.metadata, proposed.metadata) };
    const isSchemeChanged = colorSchemeChanged(draft.metadata, next.metadata);
    if (state.editMode) {
      setDraft(next);
      editor.markChanged();
      setModal('none');
    } else if (await actions.saveProperties(next)) {
      setDraft(next);
      baseline.current = { ...baseline.current, draft: next };
      setModal('none');
    } else {
      return;
    }
    if (isSchemeChanged) void actions.syncColors(next.metadata);
  };
  const discard = () => {
    editor.reset(baseline.current.layout, false);
    setDraft(baseline.current.draft);
    setRefreshSeconds(refreshFrequencyOf(baseline.current.draft.metadata));
  };
  const rootChildId = layout[DASHBOARD_ROOT_ID]?.children[0];
  const orientation = draft.metadata.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
  const filterBar = params.standalone === 3 ? null : (
    <DashboardFilterSlot
      dashboardId={detail.id}
      filters={nativeFilters}
      dataMask={dataMasks}
      layout={layout}
      charts={[...chartEntities.values()]}
      datasets={datasets.map((d) => ({ id: d.id, table_name: d.table_name ?? d.name ?? String(d.id) }))}
      canEdit={canEdit}
      orientation={orientation}
      onApply={(masks: DataMaskMap) => {
        dispatchMask({ type: 'setMany', masks });
        log('change_dashboard_filter');
      }}
      onClearCrossFilter={(chartId) => dispatchMask({ type: 'clear', id: String(chartId) })}
      onSaveConfiguration={async (filters) => {
        const saved = await actions.saveFilterConfiguration(nativeFilters, filters);
        setDraft((current) => ({ ...current, metadata: { ...current.metadata, native_filter_configuration: saved } }));
      }}
    />
  );

  return (
    <DashboardContext.Provider value={context}>
      {draft.css && <style data-test="dashboard-css">{draft.css}</style>}
      <div data-test="dashboard-page" data-edit-mode={state.editMode} data-dashboard-id={detail.id}>
        {!params.hideTitle && (
          <DashboardHeader
            title={draft.dashboard_title}
            certifiedBy={draft.certified_by}
            isEditing={state.editMode}
            canEdit={canEdit}
            canWrite={permissions.canWrite}
            canShare={permissions.canShare}
            isPublished={isPublished}
            isFavorite={actions.isFavorite}
            hasUnsavedChanges={state.hasUnsavedChanges}
            canUndo={canUndo(state.history)}
            canRedo={canRedo(state.history)}
            isSaving={saver.isSaving}
            onTitleChange={(title) => {
              setDraft({ ...draft, dashboard_title: title });
              editor.markChanged();
            }}
            onEdit={() => editor.setEditMode(true)}
            onSave={() => void saver.save(draft, layout)}
            onDiscard={discard}
            onUndo={editor.undo}
            onRedo={editor.redo}
            onTogglePublished={() => void actions.setPublished(!isPublished).then((ok) => ok && setIsPublished(!isPublished))}
            onToggleFavorite={() => void actions.toggleFavorite()}
            onMenu={onMenu}
          />
        )}
        {orientation === 'HORIZONTAL' && filterBar}
        <DashboardDndProvider layout={layout} onDrop={onDrop} onIndicator={setDropIndicator}>
          <Flex align="start" gap={12}>
            {orientation === 'VERTICAL' && filterBar}
            <div ref={gridRef} style={{ flex: 1, minWidth: 0 }} data-test="dashboard-grid">
              {rootChildId && gridWidth > 0 && <LayoutNode id={rootChildId} parentId={DASHBOARD_ROOT_ID} index={0} />}
              {!state.editMode && layout[rootChildId ?? '']?.children.length === 0 && (
                <Empty data-test="dashboard-empty" description={canEdit ? 'This dashboard is empty. Edit it to add charts.' : 'This dashboard is empty.'} />
              )}
            </div>
            {state.editMode && <ComponentPane usedChartIds={new Set(layoutChartIds)} />}
          </Flex>
        </DashboardDndProvider>
      </div>
      {modal === 'properties' && (
        <PropertiesModal
          draft={draft}
          knownNames={Object.fromEntries([...detail.owners.map((o) => [`owners:${o.id}`, `${o.first_name} ${o.last_name}`]), ...detail.roles.map((r) => [`roles:${r.id}`, r.name])])}
          onApply={(next) => void applyDraft(next)}
          onClose={() => setModal('none')}
        />
      )}
      {scoping.element}
      {modal === 'css' && <CssEditorModal css={draft.css} onApply={(css) => void applyDraft({ ...draft, css })} onClose={() => setModal('none')} />}
      {modal === 'save-as' && <SaveAsModal title={draft.dashboard_title} onSave={(title, duplicate) => void actions.saveAs(draft, layout, title, duplicate)} onClose={() => setModal('none')} />}
      {modal === 'auto-refresh' && (
        <AutoRefreshModal
          seconds={refreshSeconds}
          onApply={(seconds) => {
            setRefreshSeconds(seconds);
            // In edit mode the interval is the dashboard's own, saved with it (json_metadata.refresh_frequency).
            if (state.editMode) {
              setDraft((current) => ({ ...current, metadata: withRefreshFrequency(current.metadata, seconds) }));
              editor.markChanged();
            }
            setModal('none');
          }}
          onClose={() => setModal('none')}
        />
      )}
      <ConfirmModal open={modal === 'delete'} title="Delete dashboard?" okText="Delete" isDanger onOk={() => void actions.remove()} onCancel={() => setModal('none')}>
        The dashboard <strong>{draft.dashboard_title}</strong> will be removed. This cannot be undone.
      </ConfirmModal>
      {saver.pending && <OverwriteConfirmModal diffs={saver.pending.diffs} isSaving={saver.isSaving} onConfirm={() => void saver.confirmOverwrite()} onCancel={saver.cancelOverwrite} />}
      <ConfirmModal open={blocker.state === 'blocked'} title="Unsaved changes" okText="Leave" isDanger onOk={() => blocker.proceed?.()} onCancel={() => blocker.reset?.()}>
        You have unsaved changes on this dashboard. Leave the page and discard them?
      </ConfirmModal>
    </DashboardContext.Provider>
  );
}
