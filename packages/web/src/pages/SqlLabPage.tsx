import { EmptyListPage } from '../components/EmptyListPage.tsx';

export function SqlLabPage() {
  return <EmptyListPage title="SQL Lab" emptyText="No query tabs open yet" />;
}
