import { useCallback, useMemo, useRef, useState } from 'react';
import type { Layout } from '@sightline/core';
import type { DashboardChart, DashboardDetail } from '../../../api/dashboard-api.ts';
import { draftOf, layoutOf } from '../dashboard-model.ts';
import type { DashboardDraft } from '../dashboard-model.ts';
import { useDashboardEditor } from './use-dashboard-editor.ts';
import { useDashboardSave } from './use-dashboard-save.ts';
import { useNavigateWhenSaved } from './use-navigate-when-saved.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/**
 * Edit mode of a dashboard: the layout editor with undo and redo, the edited draft (title, metadata,
 * CSS) beside the last saved one (`baseline`), saving with the overwrite check, and the guard
 * against leaving with unsaved changes.
 */
export function useDashboardEditing(
  detail: DashboardDetail,
  charts: DashboardChart[],
  startInEditMode: boolean,
) {
  const initialLayout = useMemo(() => layoutOf(detail, charts), [detail, charts]);
  const editor = useDashboardEditor(initialLayout, startInEditMode);
  const baseline = useRef({ layout: initialLayout, draft: draftOf(detail) });
  const [draft, setDraft] = useState<DashboardDraft>(baseline.current.draft);
  const blocker = useUnsavedGuard(editor.state.hasUnsavedChanges);
  const setNavigateTo = useNavigateWhenSaved(editor.state.hasUnsavedChanges);

  const onSaved = useCallback(
    (saved: Layout, fresh: DashboardDetail) => {
      const nextDraft = draftOf(fresh);
      baseline.current = { layout: saved, draft: nextDraft };
      setDraft(nextDraft);
      editor.saved(saved);
      setNavigateTo(`/superset/dashboard/${fresh.slug ?? fresh.id}/`);
    },
    [editor],
  );
  const saver = useDashboardSave(detail.id, detail.changed_on, onSaved);
  const { fetchServerCopy, setLoadedChangedOn } = saver;
  /** After a change saved elsewhere by this page (publish, properties, filters), the new server time is ours. */
  const afterServerChange = useCallback(
    async () => setLoadedChangedOn((await fetchServerCopy()).changed_on),
    [fetchServerCopy, setLoadedChangedOn],
  );

  return {
    initialLayout,
    editor,
    layout: editor.layout,
    state: editor.state,
    baseline,
    draft,
    setDraft,
    saver,
    blocker,
    afterServerChange,
    /** A draft change made while editing: it counts as an unsaved change. */
    editDraft: (next: DashboardDraft | ((current: DashboardDraft) => DashboardDraft)) => {
      setDraft(next);
      editor.markChanged();
    },
    /** A draft already saved on the server (properties outside edit mode) becomes the baseline too. */
    commitDraft: (next: DashboardDraft) => {
      setDraft(next);
      baseline.current = { ...baseline.current, draft: next };
    },
    save: () => void saver.save(draft, editor.layout),
    /** Back to the last saved layout and draft, out of edit mode; answers that draft. */
    discard: (): DashboardDraft => {
      editor.reset(baseline.current.layout, false);
      setDraft(baseline.current.draft);
      return baseline.current.draft;
    },
  };
}

export type DashboardEditing = ReturnType<typeof useDashboardEditing>;
