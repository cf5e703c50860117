import { RlsList } from '../features/settings/rls/RlsList.tsx';

/** /rowlevelsecurity/list/: Settings > Row Level Security. */
export function RowLevelSecurityListPage() {
  return <RlsList />;
}
