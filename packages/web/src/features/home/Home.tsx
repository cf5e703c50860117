import { useState } from 'react';
import { Collapse, Typography } from 'antd';
import { rolesGrant } from '@sightline/core';
import { useGetCurrentUserQuery } from '../../api/auth-api.ts';
import { useListChartsQuery } from '../../api/chart-api.ts';
import { useListDashboardsQuery } from '../../api/dashboard-api.ts';
import { useListSavedQueriesQuery } from '../../api/sqllab-api.ts';
import type { SavedQueryItem } from '../../api/sqllab-api.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { ChartTable } from './ChartTable.tsx';
import { DashboardTable } from './DashboardTable.tsx';
import {
  HOME_SECTIONS,
  HOME_STORAGE,
  homeListParams,
  isSectionList,
  objectCards,
} from './home-model.ts';
import { readStored, writeStored } from './home-model.ts';
import type { HomeSection } from './home-model.ts';
import { SavedQueries } from './SavedQueries.tsx';

/**
 * /superset/welcome/ (Superset's Welcome page): Recents, Dashboards, Charts and Saved queries in
 * collapsible sections whose open state is remembered in localStorage.
 */
export function Home() {
  const { data: user } = useGetCurrentUserQuery();
  const userId = user?.userId ?? 0;
  const canReadQueries = Boolean(user && rolesGrant(user.roles, 'can_read', 'SavedQuery'));
  const [open, setOpen] = useState<HomeSection[]>(() =>
    readStored<HomeSection[]>(HOME_STORAGE.collapse, [...HOME_SECTIONS], isSectionList),
  );
  const mine = [{ col: 'owners', opr: 'rel_m_m', value: userId }];
  const skip = { skip: !user, refetchOnMountOrArgChange: true };
  const myCharts = useListChartsQuery(homeListParams(mine), skip);
  const myDashboards = useListDashboardsQuery(homeListParams(mine), skip);
  const myQueries = useListSavedQueriesQuery(
    homeListParams([{ col: 'created_by', opr: 'rel_o_m', value: userId }]),
    { skip: !user || !canReadQueries, refetchOnMountOrArgChange: true },
  );
  if (!user) return null;
  const queries: SavedQueryItem[] = myQueries.data?.result ?? [];
  const created = objectCards({
    charts: myCharts.data?.result,
    dashboards: myDashboards.data?.result,
    queries,
  });

  return (
    <div data-test="home-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Home
      </Typography.Title>
      <Collapse
        ghost
        data-test="home-sections"
        activeKey={open}
        onChange={(keys) => {
          const next = (Array.isArray(keys) ? keys : [keys]).filter((k): k is HomeSection =>
            (HOME_SECTIONS as readonly string[]).includes(String(k)),
          );
          setOpen(next);
          writeStored(HOME_STORAGE.collapse, next);
        }}
        items={[
          {
            key: 'recents',
            label: <strong>Recents</strong>,
            children: <ActivityTable userId={userId} created={created} />,
          },
          {
            key: 'dashboards',
            label: <strong>Dashboards</strong>,
            children: <DashboardTable userId={userId} />,
          },
          {
            key: 'charts',
            label: <strong>Charts</strong>,
            children: <ChartTable userId={userId} />,
          },
          ...(canReadQueries
            ? [
                {
                  key: 'saved-queries',
                  label: <strong>Saved queries</strong>,
                  children: (
                    <SavedQueries
                      queries={queries}
                      isLoading={myQueries.isFetching && !myQueries.data}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
