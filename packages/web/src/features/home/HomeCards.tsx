import type { ReactNode } from 'react';
import { Card, Empty, Flex, Spin, Typography } from 'antd';
import { ConsoleSqlOutlined, DashboardOutlined, LineChartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/** The cards' grid (Superset's CardContainer without thumbnails). */
export function CardGrid({ children, dataTest }: { children: ReactNode; dataTest: string }) {
  return (
    <div
      data-test={dataTest}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        gap: 16,
        padding: '8px 0 16px',
      }}
    >
      {children}
    </div>
  );
}

const ICONS = {
  dashboard: <DashboardOutlined />,
  chart: <LineChartOutlined />,
  query: <ConsoleSqlOutlined />,
};

export interface HomeCardProps {
  kind: keyof typeof ICONS;
  title: string;
  url: string;
  description: string;
  /** Right of the title: the favorite star, a menu. */
  actions?: ReactNode;
  /** Under the title: a saved query's SQL. */
  body?: ReactNode;
}

/** One card (Superset's ListViewCard with the cover off): icon, linked title, "Modified ..." line. */
export function HomeCard({ kind, title, url, description, actions, body }: HomeCardProps) {
  return (
    <Card size="small" data-test="home-card" styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" align="start" gap={8}>
        <Flex gap={8} align="start" style={{ minWidth: 0 }}>
          <span style={{ color: '#666', paddingTop: 2 }}>{ICONS[kind]}</span>
          <div style={{ minWidth: 0 }}>
            <Link to={url} data-test="home-card-title">
              <Typography.Text strong ellipsis={{ tooltip: title }} style={{ maxWidth: 220 }}>
                {title}
              </Typography.Text>
            </Link>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {description}
              </Typography.Text>
            </div>
          </div>
        </Flex>
        {actions}
      </Flex>
      {body}
    </Card>
  );
}

/** A section still loading. */
export function LoadingCards() {
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Spin />
    </Flex>
  );
}

/** A tab with nothing in it (Superset's EmptyState of the welcome tables). */
export function HomeEmpty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Empty data-test="home-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {children}
    </Empty>
  );
}
