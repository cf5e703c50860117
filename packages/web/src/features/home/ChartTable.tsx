import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  useGetChartFavoriteStatusQuery,
  useListChartsQuery,
  useSetChartFavoriteMutation,
} from '../../api/chart-api.ts';
import { FavoriteStar } from '../../components/FavoriteStar.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useChartPermissions } from '../chart/chart-permissions.ts';
import { AddChartModal } from '../chart/list/AddChartModal.tsx';
import { HomeCard } from './HomeCards.tsx';
import {
  HOME_STORAGE,
  homeListParams,
  isObjectTab,
  objectTabFilters,
  readStored,
  writeStored,
} from './home-model.ts';
import type { ObjectTab } from './home-model.ts';
import { ObjectSection } from './ObjectSection.tsx';

const EMPTY: Record<ObjectTab, string> = {
  Favorite: "You don't have any favorites yet!",
  Mine: 'Charts you own will appear here',
  All: 'No charts yet',
};

/** Home > Charts (Superset's ChartTable): Favorite, Mine, All as cards. */
export function ChartTable({ userId }: { userId: number }) {
  const toasts = useToasts();
  const permissions = useChartPermissions();
  const [isAdding, setAdding] = useState(false);
  const [tab, setTab] = useState<ObjectTab>(() =>
    readStored<ObjectTab>(HOME_STORAGE.chart, 'Mine', isObjectTab),
  );
  const list = useListChartsQuery(homeListParams(objectTabFilters('chart', tab, userId)), {
    refetchOnMountOrArgChange: true,
  });
  const rows = list.data?.result ?? [];
  const ids = rows.map((r) => r.id);
  const favorites = useGetChartFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetChartFavoriteMutation();

  return (
    <>
      <ObjectSection<ObjectTab>
        dataTest="home-charts"
        tabs={['Favorite', 'Mine', 'All']}
        tab={tab}
        onTab={(next) => {
          setTab(next);
          writeStored(HOME_STORAGE.chart, next);
        }}
        isLoading={list.isFetching && !list.data}
        emptyText={EMPTY[tab]}
        buttons={
          <>
            {permissions.canWriteChart && (
              <Button
                type="link"
                icon={<PlusOutlined />}
                data-test="home-add-chart"
                onClick={() => setAdding(true)}
              >
                Chart
              </Button>
            )}
            <Link to="/chart/list/" data-test="home-charts-all">
              View All »
            </Link>
          </>
        }
        cards={rows.map((c) => (
          <HomeCard
            key={c.id}
            kind="chart"
            title={c.slice_name || '[Untitled]'}
            url={c.url}
            description={`Modified ${c.changed_on_delta_humanized ?? 'Unknown'}`}
            actions={
              <FavoriteStar
                isFavorite={Boolean(favorites.data?.[c.id])}
                name={c.slice_name}
                onToggle={() =>
                  void setFavorite({ id: c.id, isFavorite: !favorites.data?.[c.id] })
                    .unwrap()
                    .catch(() => toasts.addDangerToast('There was an issue favoriting this chart.'))
                }
              />
            }
          />
        ))}
      />
      {isAdding && <AddChartModal onClose={() => setAdding(false)} />}
    </>
  );
}
