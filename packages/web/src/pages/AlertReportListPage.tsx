import { useLocation } from 'react-router';
import { AlertReportList } from '../features/reports/AlertReportList.tsx';

/** /alert/list/ and /report/list/: Settings > Alerts & Reports, one tab per type. */
export function AlertReportListPage() {
  const { pathname } = useLocation();
  const kind = pathname.startsWith('/report/') ? 'Report' : 'Alert';
  return <AlertReportList key={kind} kind={kind} />;
}
