import { ActionLogList } from '../features/settings/log/ActionLogList.tsx';

/** /actionlog/list/: Settings > Action Log. */
export function ActionLogListPage() {
  return <ActionLogList />;
}
