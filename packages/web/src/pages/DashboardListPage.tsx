import { DashboardList } from '../features/dashboards/DashboardList.tsx';

export function DashboardListPage() {
  return <DashboardList />;
}
