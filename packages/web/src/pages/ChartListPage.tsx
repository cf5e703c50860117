import { ChartList } from '../features/chart/list/ChartList.tsx';

export function ChartListPage() {
  return <ChartList />;
}
