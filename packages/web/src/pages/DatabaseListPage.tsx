import { DatabaseList } from '../features/databases/DatabaseList.tsx';

export function DatabaseListPage() {
  return <DatabaseList />;
}
