import { useState } from 'react';
import { canRedo, canUndo } from '@sightline/core';
import type { DataMaskMap } from '@sightline/core';
import { colorSchemeChanged, withFreshLabelColors } from '../colors/dashboard-colors.ts';
import type { DashboardCharts } from '../chart-holder/use-dashboard-charts.ts';
import { refreshFrequencyOf, withRefreshFrequency } from '../chart-holder/refresh-schedule.ts';
import type { DashboardDraft } from '../dashboard-model.ts';
import type { DashboardPermissions } from '../dashboard-permissions.ts';
import type { DashboardEditing } from '../editor/use-dashboard-editing.ts';
import type { DashboardHeaderProps, DashboardMenuKey } from './DashboardHeader.tsx';
import { useCanEmbed } from './EmbedModal.tsx';
import type { useDashboardActions } from './use-dashboard-actions.ts';

/** The modal the header menu opened. */
export type DashboardModal =
  'none' | 'properties' | 'css' | 'save-as' | 'auto-refresh' | 'embed' | 'performance' | 'delete';

export interface DashboardHeaderOptions {
  isPublished: boolean;
  canEdit: boolean;
  permissions: DashboardPermissions;
  editing: DashboardEditing;
  charts: DashboardCharts;
  actions: ReturnType<typeof useDashboardActions>;
  dataMasks: DataMaskMap;
  activeTabs: Record<string, string>;
  openCrossFilterScoping(chartId: number | null): void;
  log(eventName: string, extra?: Record<string, unknown>): void;
}

/**
 * The header of a dashboard: its props (title, status, edit controls), the menu and the modal the
 * menu opened, and applying what those modals propose (properties, CSS, auto-refresh).
 */
export function useDashboardHeader({
  canEdit,
  permissions,
  editing,
  charts,
  actions,
  dataMasks,
  activeTabs,
  openCrossFilterScoping,
  log,
  ...initial
}: DashboardHeaderOptions) {
  const [modal, setModal] = useState<DashboardModal>('none');
  const [isPublished, setIsPublished] = useState(initial.isPublished);
  const { draft, state, editor } = editing;
  const canEmbed = useCanEmbed();

  const onMenu = (key: DashboardMenuKey) => {
    if (key === 'refresh') {
      charts.refresh();
      log('force_refresh_dashboard');
    } else if (key === 'permalink') {
      void actions.copyPermalink(
        dataMasks,
        Object.values(activeTabs),
        window.location.hash.slice(1) || undefined,
      );
    } else if (key === 'fullscreen') {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void document.documentElement.requestFullscreen?.().catch(() => undefined);
    } else if (key === 'cross-filter-scoping') {
      openCrossFilterScoping(null);
    } else {
      setModal(key);
    }
  };

  const props: DashboardHeaderProps = {
    title: draft.dashboard_title,
    certifiedBy: draft.certified_by,
    isEditing: state.editMode,
    canEdit,
    canWrite: permissions.canWrite,
    canShare: permissions.canShare,
    canEmbed: canEdit && canEmbed,
    isPublished,
    isFavorite: actions.isFavorite,
    hasUnsavedChanges: state.hasUnsavedChanges,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    isSaving: editing.saver.isSaving,
    onTitleChange: (title) => editing.editDraft({ ...draft, dashboard_title: title }),
    onEdit: () => editor.setEditMode(true),
    onSave: editing.save,
    onDiscard: () => charts.setRefreshSeconds(refreshFrequencyOf(editing.discard().metadata)),
    onUndo: editor.undo,
    onRedo: editor.redo,
    onTogglePublished: () =>
      void actions.setPublished(!isPublished).then((ok) => ok && setIsPublished(!isPublished)),
    onToggleFavorite: () => void actions.toggleFavorite(),
    onMenu,
  };

  /** Properties or CSS from a modal: edited while editing, else saved at once; a new scheme syncs the colours. */
  const applyDraft = async (proposed: DashboardDraft) => {
    const next = { ...proposed, metadata: withFreshLabelColors(draft.metadata, proposed.metadata) };
    const isSchemeChanged = colorSchemeChanged(draft.metadata, next.metadata);
    if (state.editMode) {
      editing.editDraft(next);
      setModal('none');
    } else if (await actions.saveProperties(next)) {
      editing.commitDraft(next);
      setModal('none');
    } else {
      return;
    }
    if (isSchemeChanged) void actions.syncColors(next.metadata);
  };

  const applyAutoRefresh = (seconds: number) => {
    charts.setRefreshSeconds(seconds);
    // In edit mode the interval is the dashboard's own, saved with it (json_metadata.refresh_frequency).
    if (state.editMode)
      editing.editDraft((current) => ({
        ...current,
        metadata: withRefreshFrequency(current.metadata, seconds),
      }));
    setModal('none');
  };

  return { props, modal, close: () => setModal('none'), applyDraft, applyAutoRefresh };
}
