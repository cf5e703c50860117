import type { UserName } from './database-api.ts';

/** "First Last" of a nested user object, or '' when absent. */
export function userFullName(user: UserName | null | undefined): string {
  if (!user) return '';
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
}
