import { ChartList } from '../features/charts/ChartList.tsx';

export function ChartListPage() {
  return <ChartList />;
}
