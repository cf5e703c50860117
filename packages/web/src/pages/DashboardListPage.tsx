import { DashboardList } from '../features/dashboard/list/DashboardList.tsx';

export function DashboardListPage() {
  return <DashboardList />;
}
