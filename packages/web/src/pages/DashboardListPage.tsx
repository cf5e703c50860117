import { EmptyListPage } from '../components/EmptyListPage.tsx';

export function DashboardListPage() {
  return <EmptyListPage title="Dashboards" emptyText="No dashboards yet" />;
}
