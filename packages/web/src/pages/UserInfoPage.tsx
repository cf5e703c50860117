import { UserInfo } from '../features/profile/UserInfo.tsx';

/** /user_info/: Settings > User > Info. */
export function UserInfoPage() {
  return <UserInfo />;
}
