import { EmptyListPage } from '../components/EmptyListPage.tsx';

export function ChartListPage() {
  return <EmptyListPage title="Charts" emptyText="No charts yet" />;
}
