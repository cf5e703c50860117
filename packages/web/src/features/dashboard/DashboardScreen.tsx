import { useState } from 'react';
import { Result, Spin, Flex } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { asApiError, errorMessage } from '../../api/api-slice.ts';
import {
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardFilterStateQuery,
  useGetDashboardPermalinkQuery,
  useGetDashboardQuery,
} from '../../api/dashboard-api.ts';
import { ErrorAlert } from '../../components/ErrorAlert.tsx';
import { Dashboard } from './Dashboard.tsx';
import { filterStateDataMasks, parseDashboardUrl } from './dashboard-url.ts';

function Loading() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-test="dashboard-loading">
      <Spin size="large" />
    </Flex>
  );
}

function LoadError({ error }: { error: unknown }) {
  const status = asApiError(error)?.status;
  return (
    <Result
      status={status === 404 ? '404' : status === 403 ? '403' : 'error'}
      title={status === 404 ? 'Dashboard not found' : 'The dashboard could not be loaded'}
      data-test="dashboard-error"
    >
      <ErrorAlert message={errorMessage(error)} />
    </Result>
  );
}

/** Loads a dashboard (item, charts, datasets, and the permalink state when given) and draws it. */
export function DashboardScreen({ idOrSlug }: { idOrSlug: string }) {
  const location = useLocation();
  const params = parseDashboardUrl(location.search);
  const detail = useGetDashboardQuery(idOrSlug, { refetchOnMountOrArgChange: true });
  const charts = useGetDashboardChartsQuery(idOrSlug, { refetchOnMountOrArgChange: true });
  const datasets = useGetDashboardDatasetsQuery(idOrSlug, { refetchOnMountOrArgChange: true });
  const permalink = useGetDashboardPermalinkQuery(params.permalinkKey ?? '', {
    skip: !params.permalinkKey,
  });
  // Read once: applying filters later replaces the key in the URL with what this page already holds.
  const [filtersKey] = useState(params.nativeFiltersKey);
  const filterState = useGetDashboardFilterStateQuery(
    { idOrSlug, key: filtersKey ?? '' },
    { skip: !filtersKey },
  );
  const error = detail.error ?? charts.error;
  if (error) return <LoadError error={error} />;
  if (
    !detail.data ||
    !charts.data ||
    detail.isFetching ||
    charts.isFetching ||
    (params.permalinkKey && permalink.isLoading) ||
    (filtersKey && filterState.isLoading)
  )
    return <Loading />;
  return (
    <Dashboard
      key={`${detail.data.id}:${detail.data.changed_on}`}
      detail={detail.data}
      charts={charts.data}
      datasets={datasets.data ?? []}
      params={params}
      permalinkState={permalink.data?.state}
      filterState={
        filtersKey && filterState.data !== undefined
          ? { key: filtersKey, masks: filterStateDataMasks(filterState.data) }
          : undefined
      }
    />
  );
}

/** /superset/dashboard/p/<key>/: resolves the permalink and opens its dashboard with the saved state. */
export function DashboardPermalinkScreen({ permalinkKey }: { permalinkKey: string }) {
  const location = useLocation();
  const permalink = useGetDashboardPermalinkQuery(permalinkKey);
  if (permalink.error) return <LoadError error={permalink.error} />;
  if (!permalink.data) return <Loading />;
  const query = new URLSearchParams(location.search);
  query.set('permalink_key', permalinkKey);
  (permalink.data.state.urlParams ?? []).forEach(([key, value]) => query.set(key, value));
  const anchor = permalink.data.state.anchor ? `#${permalink.data.state.anchor}` : '';
  return (
    <Navigate
      to={`/superset/dashboard/${permalink.data.dashboardId}/?${query.toString()}${anchor}`}
      replace
    />
  );
}
