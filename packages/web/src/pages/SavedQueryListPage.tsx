import { EmptyListPage } from '../components/EmptyListPage.tsx';

export function SavedQueryListPage() {
  return <EmptyListPage title="Saved queries" emptyText="No saved queries yet" />;
}
