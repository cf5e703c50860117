import { QueryHistoryList } from '../features/sqllab/QueryHistoryList.tsx';

export function QueryHistoryPage() {
  return <QueryHistoryList />;
}
