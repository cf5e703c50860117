import { useCallback, useState } from 'react';
import type { Layout } from '@sightline/core';
import { asApiError, errorMessage } from '../../../api/api-slice.ts';
import {
  useLazyGetDashboardServerCopyQuery,
  useUpdateDashboardMutation,
} from '../../../api/dashboard-api.ts';
import type { DashboardDetail, DashboardUpdateBody } from '../../../api/dashboard-api.ts';
import { ApiError } from '../../../api/http.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import type { DashboardDraft } from '../dashboard-model.ts';
import { needsOverwriteConfirm, overwriteDiff, savePayload } from './dashboard-save.ts';
import type { OverwriteDiff } from './dashboard-save.ts';

/** Toast asking to confirm an overwrite (docs/dashboards.md §4, §8). */
export const CONFIRM_OVERWRITE_MESSAGE = 'Please confirm the overwrite values.';

/** The error toast of a failed dashboard save (docs/dashboards.md §8). */
export function saveErrorMessage(error: unknown): string {
  const info = error instanceof ApiError ? error.info : asApiError(error);
  if (info?.status === 403 || errorMessage(error) === 'Forbidden')
    return 'You do not have permission to edit this dashboard';
  const message = errorMessage(error);
  return message
    ? `Sorry, there was an error saving this dashboard: ${message}`
    : 'Sorry, an unknown error occurred';
}

export interface PendingOverwrite {
  payload: DashboardUpdateBody;
  diffs: OverwriteDiff[];
  layout: Layout;
}

/**
 * Saving with the confirm-diff flag: the server copy is fetched first; when it changed since it was
 * loaded the differing values are shown and the save waits for confirmation.
 */
export function useDashboardSave(
  dashboardId: number,
  initialChangedOn: string,
  onSaved: (layout: Layout, detail: DashboardDetail) => void,
) {
  const toasts = useToasts();
  const [loadedChangedOn, setLoadedChangedOn] = useState(initialChangedOn);
  const [isSaving, setIsSaving] = useState(false);
  const [pending, setPending] = useState<PendingOverwrite | null>(null);

  const [getServerCopy] = useLazyGetDashboardServerCopyQuery();
  const [updateDashboard] = useUpdateDashboardMutation();

  const fetchServerCopy = useCallback(
    async () => getServerCopy(dashboardId).unwrap(),
    [dashboardId, getServerCopy],
  );

  const write = useCallback(
    async (payload: DashboardUpdateBody, layout: Layout) => {
      setIsSaving(true);
      try {
        await updateDashboard({ id: dashboardId, body: payload }).unwrap();
        const fresh = await fetchServerCopy();
        setLoadedChangedOn(fresh.changed_on);
        setPending(null);
        toasts.addSuccessToast('This dashboard was saved successfully.');
        onSaved(layout, fresh);
      } catch (err) {
        toasts.addDangerToast(saveErrorMessage(err));
      } finally {
        setIsSaving(false);
      }
    },
    [dashboardId, fetchServerCopy, onSaved, toasts, updateDashboard],
  );

  const save = useCallback(
    async (draft: DashboardDraft, layout: Layout) => {
      const payload = savePayload(draft, layout);
      setIsSaving(true);
      let server: DashboardDetail;
      try {
        server = await fetchServerCopy();
      } catch (err) {
        setIsSaving(false);
        toasts.addDangerToast(saveErrorMessage(err));
        return;
      }
      setIsSaving(false);
      if (needsOverwriteConfirm(loadedChangedOn, server)) {
        setPending({ payload, diffs: overwriteDiff(server, payload), layout });
        toasts.addDangerToast(CONFIRM_OVERWRITE_MESSAGE);
        return;
      }
      await write(payload, layout);
    },
    [fetchServerCopy, loadedChangedOn, toasts, write],
  );

  return {
    isSaving,
    pending,
    save,
    confirmOverwrite: () => (pending ? write(pending.payload, pending.layout) : Promise.resolve()),
    cancelOverwrite: () => setPending(null),
    /** After a change saved elsewhere by this page (publish, properties), the new server time is ours. */
    setLoadedChangedOn,
    fetchServerCopy,
  };
}
