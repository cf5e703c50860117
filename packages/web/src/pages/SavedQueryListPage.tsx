import { SavedQueryList } from '../features/sqllab/SavedQueryList.tsx';

export function SavedQueryListPage() {
  return <SavedQueryList />;
}
