import { useState } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-slice.ts';
import {
  useCreateDashboardMutation,
  useGetDashboardFavoriteStatusQuery,
  useListDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../api/dashboard-api.ts';
import { FavoriteStar } from '../../components/FavoriteStar.tsx';
import { useToasts } from '../../components/toasts/toast-context.ts';
import { useDashboardPermissions } from '../dashboard/dashboard-permissions.ts';
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
  Mine: 'Dashboards you own will appear here',
  All: 'No dashboards yet',
};

/** Home > Dashboards (Superset's DashboardTable): Favorite, Mine, All as cards. */
export function DashboardTable({ userId }: { userId: number }) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const permissions = useDashboardPermissions();
  const [tab, setTab] = useState<ObjectTab>(() =>
    readStored<ObjectTab>(HOME_STORAGE.dashboard, 'Mine', isObjectTab),
  );
  const list = useListDashboardsQuery(homeListParams(objectTabFilters('dashboard', tab, userId)), {
    refetchOnMountOrArgChange: true,
  });
  const rows = list.data?.result ?? [];
  const ids = rows.map((r) => r.id);
  const favorites = useGetDashboardFavoriteStatusQuery(ids, { skip: ids.length === 0 });
  const [setFavorite] = useSetDashboardFavoriteMutation();
  const [createDashboard, creating] = useCreateDashboardMutation();

  const create = async () => {
    try {
      const { id } = await createDashboard({ dashboard_title: '[ untitled dashboard ]' }).unwrap();
      navigate(`/superset/dashboard/${id}/?edit=true`);
    } catch (err) {
      toasts.addDangerToast(
        `Sorry, there was an error saving this dashboard: ${errorMessage(err)}`,
      );
    }
  };

  return (
    <ObjectSection<ObjectTab>
      dataTest="home-dashboards"
      tabs={['Favorite', 'Mine', 'All']}
      tab={tab}
      onTab={(next) => {
        setTab(next);
        writeStored(HOME_STORAGE.dashboard, next);
      }}
      isLoading={list.isFetching && !list.data}
      emptyText={EMPTY[tab]}
      buttons={
        <>
          {permissions.canWrite && (
            <Button
              type="link"
              icon={<PlusOutlined />}
              loading={creating.isLoading}
              data-test="home-add-dashboard"
              onClick={() => void create()}
            >
              Dashboard
            </Button>
          )}
          <Link to="/dashboard/list/" data-test="home-dashboards-all">
            View All »
          </Link>
        </>
      }
      cards={rows.map((d) => (
        <HomeCard
          key={d.id}
          kind="dashboard"
          title={d.dashboard_title || '[ untitled dashboard ]'}
          url={d.url}
          description={`Modified ${d.changed_on_delta_humanized ?? 'Unknown'}`}
          actions={
            <FavoriteStar
              isFavorite={Boolean(favorites.data?.[d.id])}
              name={d.dashboard_title}
              onToggle={() =>
                void setFavorite({ id: d.id, isFavorite: !favorites.data?.[d.id] })
                  .unwrap()
                  .catch(() =>
                    toasts.addDangerToast('There was an issue favoriting this dashboard.'),
                  )
              }
            />
          }
        />
      ))}
    />
  );
}
