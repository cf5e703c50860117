import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toPositionJson } from '@sightline/core';
import type { DataMaskMap, Layout, NativeFilterConfiguration } from '@sightline/core';
import { errorMessage } from '../../../api/api-slice.ts';
import {
  useCopyDashboardMutation,
  useCreateDashboardPermalinkMutation,
  useDeleteDashboardsMutation,
  useGetDashboardFavoriteStatusQuery,
  useSetDashboardFavoriteMutation,
  useUpdateDashboardColorsMutation,
  useUpdateDashboardMutation,
} from '../../../api/dashboard-api.ts';
import { filtersChange, usePutDashboardFiltersMutation } from '../../../api/native-filters-api.ts';
import { copyTextToClipboard } from '../../../components/clipboard.ts';
import { useToasts } from '../../../components/toasts/toast-context.ts';
import { colorsPayload } from '../colors/dashboard-colors.ts';
import { CROSS_FILTER_SCOPING_FAILED } from '../filters/cross-filter-scoping.ts';
import type { DashboardDraft, DashboardMetadataObject } from '../dashboard-model.ts';
import { UNTITLED_DASHBOARD } from '../editor/dashboard-save.ts';
import { permalinkUrlParams } from '../dashboard-url.ts';
import { saveErrorMessage } from '../editor/use-dashboard-save.ts';

/** The properties PUT of the properties modal (docs/api.md §2.7 client usages). */
export function propertiesPayload(draft: DashboardDraft) {
  const certifiedBy = draft.certified_by?.trim() ? draft.certified_by.trim() : null;
  return {
    dashboard_title: draft.dashboard_title.trim() || UNTITLED_DASHBOARD,
    slug: draft.slug?.trim() ? draft.slug.trim() : null,
    owners: draft.owners,
    certified_by: certifiedBy,
    certification_details: certifiedBy ? (draft.certification_details ?? '') : null,
    css: draft.css,
    json_metadata: JSON.stringify(draft.metadata),
  };
}

/** The dashboard actions outside layout editing: favorite, publish, properties, copy, delete, permalink, filters. */
export function useDashboardActions(dashboardId: number, afterServerChange: () => Promise<void>) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const favorite = useGetDashboardFavoriteStatusQuery([dashboardId]);
  const [setFavorite] = useSetDashboardFavoriteMutation();
  const [updateDashboard] = useUpdateDashboardMutation();
  const [copyDashboard] = useCopyDashboardMutation();
  const [deleteDashboards] = useDeleteDashboardsMutation();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  const [updateColors] = useUpdateDashboardColorsMutation();
  const [putFilters] = usePutDashboardFiltersMutation();
  const isFavorite = Boolean(favorite.data?.[dashboardId]);

  const toggleFavorite = useCallback(async () => {
    try {
      await setFavorite({ id: dashboardId, isFavorite: !isFavorite }).unwrap();
    } catch {
      toasts.addDangerToast('There was an issue favoriting this dashboard.');
    }
  }, [dashboardId, isFavorite, setFavorite, toasts]);

  const setPublished = useCallback(
    async (published: boolean): Promise<boolean> => {
      try {
        await updateDashboard({ id: dashboardId, body: { published } }).unwrap();
        toasts.addSuccessToast(
          published ? 'This dashboard is now published' : 'This dashboard is now hidden',
        );
        await afterServerChange();
        return true;
      } catch {
        toasts.addDangerToast('You do not have permissions to edit this dashboard.');
        return false;
      }
    },
    [afterServerChange, dashboardId, toasts, updateDashboard],
  );

  const saveProperties = useCallback(
    async (draft: DashboardDraft): Promise<boolean> => {
      try {
        await updateDashboard({ id: dashboardId, body: propertiesPayload(draft) }).unwrap();
        toasts.addSuccessToast('The dashboard has been saved');
        await afterServerChange();
        return true;
      } catch (err) {
        toasts.addDangerToast(saveErrorMessage(err));
        return false;
      }
    },
    [afterServerChange, dashboardId, toasts, updateDashboard],
  );

  const saveAs = useCallback(
    async (draft: DashboardDraft, layout: Layout, title: string, duplicateSlices: boolean) => {
      try {
        const json = JSON.stringify({ ...draft.metadata, positions: toPositionJson(layout) });
        const { result } = await copyDashboard({
          id: dashboardId,
          body: {
            dashboard_title: title || UNTITLED_DASHBOARD,
            css: draft.css,
            json_metadata: json,
            duplicate_slices: duplicateSlices,
          },
        }).unwrap();
        navigate(`/superset/dashboard/${result.id}/`);
      } catch (err) {
        toasts.addDangerToast(saveErrorMessage(err));
      }
    },
    [copyDashboard, dashboardId, navigate, toasts],
  );

  const remove = useCallback(async () => {
    try {
      await deleteDashboards([dashboardId]).unwrap();
      toasts.addSuccessToast('Deleted dashboard');
      navigate('/dashboard/list/');
    } catch (err) {
      toasts.addDangerToast(`There was an issue deleting this dashboard: ${errorMessage(err)}`);
    }
  }, [dashboardId, deleteDashboards, navigate, toasts]);

  const copyPermalink = useCallback(
    async (dataMask: DataMaskMap, activeTabs: string[], anchor: string | undefined) => {
      try {
        const { url } = await createPermalink({
          idOrSlug: String(dashboardId),
          state: {
            dataMask,
            activeTabs,
            ...(anchor ? { anchor } : {}),
            urlParams: permalinkUrlParams(window.location.search),
          },
        }).unwrap();
        try {
          await copyTextToClipboard(url);
          toasts.addSuccessToast('Copied to clipboard!');
        } catch {
          toasts.addWarningToast(`Copy this link: ${url}`);
        }
        return url;
      } catch (err) {
        toasts.addDangerToast(`Sorry, something went wrong. Try again later. ${errorMessage(err)}`);
        return null;
      }
    },
    [createPermalink, dashboardId, toasts],
  );

  const saveFilterConfiguration = useCallback(
    async (
      before: NativeFilterConfiguration,
      filters: NativeFilterConfiguration,
    ): Promise<NativeFilterConfiguration> => {
      const result = await putFilters({
        dashboardId,
        change: filtersChange(before, filters),
      }).unwrap();
      await afterServerChange();
      return result;
    },
    [afterServerChange, dashboardId, putFilters],
  );

  /** Saves json_metadata with new cross-filter scoping at once (also in edit mode), as Superset's scoping modal does. */
  const saveCrossFilterScoping = useCallback(
    async (metadata: DashboardMetadataObject): Promise<boolean> => {
      try {
        await updateDashboard({
          id: dashboardId,
          body: { json_metadata: JSON.stringify(metadata) },
        }).unwrap();
        await afterServerChange();
        return true;
      } catch {
        toasts.addDangerToast(CROSS_FILTER_SCOPING_FAILED);
        return false;
      }
    },
    [afterServerChange, dashboardId, toasts, updateDashboard],
  );

  /** The automatic colour sync after a colour scheme change: not an edit, so changed_on is kept. */
  const syncColors = useCallback(
    async (metadata: DashboardMetadataObject): Promise<void> => {
      try {
        await updateColors({
          id: dashboardId,
          body: colorsPayload(metadata),
          markUpdated: false,
        }).unwrap();
      } catch {
        toasts.addWarningToast('The dashboard colours could not be saved.');
      }
    },
    [dashboardId, toasts, updateColors],
  );

  return {
    isFavorite,
    toggleFavorite,
    setPublished,
    saveProperties,
    saveAs,
    remove,
    copyPermalink,
    saveFilterConfiguration,
    saveCrossFilterScoping,
    syncColors,
  };
}
