import { RoleList } from '../features/settings/roles/RoleList.tsx';

/** /roles/list/: Settings > Roles. */
export function RoleListPage() {
  return <RoleList />;
}
