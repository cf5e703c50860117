import { EmptyListPage } from '../components/EmptyListPage.tsx';

export function QueryHistoryPage() {
  return <EmptyListPage title="Query history" emptyText="No queries run yet" />;
}
