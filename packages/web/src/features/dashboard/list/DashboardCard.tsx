import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { DashboardOutlined } from '@ant-design/icons';
import type { DashboardListItem } from '../../../api/dashboard-api.ts';
import { userFullName } from '../../../api/user-name.ts';
import { ListCard } from '../../../components/list-card/ListCard.tsx';

/** A dashboard in the Dashboards card view (Superset's DashboardCard): thumbnail, title, status. */
export function DashboardCard({
  dashboard,
  favorite,
  actions,
}: {
  dashboard: DashboardListItem;
  favorite: ReactNode;
  actions: ReactNode;
}) {
  return (
    <ListCard
      dataTest="dashboard-card"
      linkTestId="dashboard-card-link"
      title={dashboard.dashboard_title || '[ untitled dashboard ]'}
      url={dashboard.url}
      thumbnailUrl={dashboard.thumbnail_url}
      placeholderIcon={<DashboardOutlined />}
      titleRight={
        <Tag color={dashboard.published ? 'green' : undefined} data-test="dashboard-status">
          {dashboard.published ? 'Published' : 'Draft'}
        </Tag>
      }
      description={`Modified ${dashboard.changed_on_delta_humanized ?? ''}`}
      owners={(dashboard.owners ?? []).map((o, i) => ({ id: o.id ?? -i, name: userFullName(o) }))}
      favorite={favorite}
      actions={actions}
    />
  );
}
