import { UserList } from '../features/settings/users/UserList.tsx';

/** /users/list/: Settings > Users. */
export function UserListPage() {
  return <UserList />;
}
