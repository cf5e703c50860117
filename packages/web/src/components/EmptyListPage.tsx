import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';

export interface EmptyListPageProps {
  title: string;
  emptyText: string;
  children?: ReactNode;
}

/** A page with a title and an empty-list state, for screens that have nothing to list yet. */
export function EmptyListPage({ title, emptyText, children }: EmptyListPageProps) {
  return (
    <div data-test="empty-list-page">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Empty description={emptyText} data-test="empty-state">
        {children}
      </Empty>
    </div>
  );
}
