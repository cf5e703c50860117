import { useState } from 'react';
import { Tabs } from 'antd';
import { useListChartsQuery } from '../../api/chart-api.ts';
import { useListDashboardsQuery } from '../../api/dashboard-api.ts';
import { CardGrid, HomeCard, HomeEmpty, LoadingCards } from './HomeCards.tsx';
import { useGetRecentActivityQuery } from './home-api.ts';
import {
  HOME_STORAGE,
  homeListParams,
  isRecentsTab,
  objectCards,
  readStored,
  viewedCards,
  writeStored,
} from './home-model.ts';
import type { ActivityCard, RecentsTab } from './home-model.ts';

const EMPTY_TEXT: Record<RecentsTab, string> = {
  Viewed: 'Recently viewed charts, dashboards, and saved queries will appear here',
  Edited: 'Recently edited charts, dashboards, and saved queries will appear here',
  Created: 'Recently created charts, dashboards, and saved queries will appear here',
};

/** Recents (Superset's ActivityTable): Viewed from the log, Edited by you, Created (owned) by you. */
export function ActivityTable({ userId, created }: { userId: number; created: ActivityCard[] }) {
  const recent = useGetRecentActivityQuery(undefined, { refetchOnMountOrArgChange: true });
  const [tab, setTab] = useState<RecentsTab>(() =>
    readStored<RecentsTab>(HOME_STORAGE.activity, 'Viewed', isRecentsTab),
  );
  const editedFilters = [{ col: 'changed_by', opr: 'rel_o_m', value: userId }];
  const isEdited = tab === 'Edited';
  const editedCharts = useListChartsQuery(homeListParams(editedFilters), { skip: !isEdited });
  const editedDashboards = useListDashboardsQuery(homeListParams(editedFilters), {
    skip: !isEdited,
  });
  const cards: Record<RecentsTab, ActivityCard[] | undefined> = {
    Viewed: recent.data ? viewedCards(recent.data) : undefined,
    Edited:
      editedCharts.data && editedDashboards.data
        ? objectCards({
            charts: editedCharts.data.result,
            dashboards: editedDashboards.data.result,
          })
        : undefined,
    Created: created,
  };
  const shown = cards[tab];
  const choose = (next: string) => {
    if (!isRecentsTab(next)) return;
    setTab(next);
    writeStored(HOME_STORAGE.activity, next);
  };

  return (
    <div data-test="home-recents">
      <Tabs
        size="small"
        activeKey={tab}
        onChange={choose}
        items={(['Viewed', 'Edited', 'Created'] as const).map((t) => ({ key: t, label: t }))}
      />
      {shown === undefined ? (
        <LoadingCards />
      ) : shown.length === 0 ? (
        <HomeEmpty text={EMPTY_TEXT[tab]} />
      ) : (
        <CardGrid dataTest={`home-recents-${tab.toLowerCase()}`}>
          {shown.map((c) => (
            <HomeCard
              key={c.key}
              kind={c.kind}
              title={c.title}
              url={c.url}
              description={c.description}
            />
          ))}
        </CardGrid>
      )}
    </div>
  );
}
