import type { ReactNode } from 'react';
import { BarChartOutlined } from '@ant-design/icons';
import { getChartMetadata } from '@sightline/viz/metadata';
import type { ChartListItem } from '../../../api/chart-api.ts';
import { userFullName } from '../../../api/user-name.ts';
import { ListCard } from '../../../components/list-card/ListCard.tsx';

/** A chart in the Charts card view (Superset's ChartCard): thumbnail, name to explore, type and dataset. */
export function ChartCard({
  chart,
  favorite,
  actions,
}: {
  chart: ChartListItem;
  favorite: ReactNode;
  actions: ReactNode;
}) {
  const type = getChartMetadata(chart.viz_type ?? '')?.name ?? chart.viz_type ?? '';
  return (
    <ListCard
      dataTest="chart-card"
      linkTestId="chart-card-link"
      title={chart.slice_name}
      url={`/explore/?slice_id=${chart.id}`}
      thumbnailUrl={chart.thumbnail_url}
      placeholderIcon={<BarChartOutlined />}
      description={`Modified ${chart.changed_on_delta_humanized ?? ''}`}
      coverRight={[type, chart.datasource_name_text].filter(Boolean).join(' · ')}
      owners={(chart.owners ?? []).map((o, i) => ({ id: o.id ?? -i, name: userFullName(o) }))}
      favorite={favorite}
      actions={actions}
    />
  );
}
