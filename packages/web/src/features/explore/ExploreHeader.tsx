import type { ReactNode } from 'react';
import { Flex, Tag, Typography } from 'antd';
import type { ChartStatus } from '../chart/chart-lifecycle.ts';

/** The statuses worth a tag: a chart that drew says so by drawing (Superset shows no tag then). */
const STATUS_COLORS: Partial<Record<ChartStatus, string>> = {
  loading: 'processing',
  failed: 'error',
  stopped: 'warning',
};

export interface ExploreHeaderProps {
  title: string;
  status: ChartStatus;
  rowCount: number | null;
  actions?: ReactNode;
}

/** The chart's name, its status and row count, and the page actions. */
export function ExploreHeader({ title, status, rowCount, actions }: ExploreHeaderProps) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      style={{ marginBottom: 12 }}
      data-test="explore-header"
    >
      <Flex align="center" gap={8} style={{ minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis data-test="explore-chart-name">
          {title}
        </Typography.Title>
        {STATUS_COLORS[status] && (
          <Tag color={STATUS_COLORS[status]} data-test="explore-chart-status">
            {status}
          </Tag>
        )}
        {rowCount !== null && (
          <Typography.Text type="secondary" data-test="explore-row-count">
            {rowCount} rows
          </Typography.Text>
        )}
      </Flex>
      <Flex gap={8}>{actions}</Flex>
    </Flex>
  );
}
