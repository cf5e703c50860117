import { useLocation, useParams } from 'react-router';
import { ExecutionLog } from '../features/reports/ExecutionLog.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /alert/<id>/log and /report/<id>/log: the runs of one schedule. */
export function ExecutionLogPage() {
  const { pathname } = useLocation();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <ExecutionLog id={id} kind={pathname.startsWith('/report/') ? 'Report' : 'Alert'} />;
}
