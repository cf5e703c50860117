import { z } from 'zod';
import { itemResponse, listResponse, roleRef, savedResponse } from './common.ts';

/**
 * The FAB security API of users, roles and permissions (`/api/v1/security/users|roles|
 * permissions-resources/`), as the admin screens use it.
 */

/** A user as the admin API shows it. */
export const adminUser = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  active: z.boolean(),
  login_count: z.number(),
  fail_login_count: z.number(),
  last_login: z.string().nullable(),
  created_on: z.string(),
  changed_on: z.string(),
  roles: z.array(roleRef.partial()),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserListResponse = listResponse(adminUser);
export type AdminUserListResponse = z.infer<typeof adminUserListResponse>;
export const adminUserItemResponse = itemResponse(adminUser.extend({ roles: z.array(roleRef) }));
export type AdminUserItemResponse = z.infer<typeof adminUserItemResponse>;

/** `POST`/`PUT /api/v1/security/users/`: the accepted fields, the password left out. */
export const adminUserSavedResponse = savedResponse(
  z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      email: z.string(),
      active: z.boolean(),
      roles: z.array(z.number()),
    })
    .partial(),
);
export type AdminUserSavedResponse = z.infer<typeof adminUserSavedResponse>;

/** `GET /api/v1/security/roles/`: every role. */
export const roleListResponse = listResponse(roleRef);
export type RoleListResponse = z.infer<typeof roleListResponse>;

/** A role with its users and permissions, `GET /api/v1/security/roles/search/`. */
export const roleWithMembers = z.object({
  id: z.number(),
  name: z.string(),
  user_ids: z.array(z.number()),
  permission_ids: z.array(z.number()),
  group_ids: z.array(z.number()),
});
export type RoleWithMembers = z.infer<typeof roleWithMembers>;
export const roleSearchResponse = listResponse(roleWithMembers);
export type RoleSearchResponse = z.infer<typeof roleSearchResponse>;

export const roleItemResponse = itemResponse(roleRef);
export type RoleItemResponse = z.infer<typeof roleItemResponse>;

/** `POST`/`PUT /api/v1/security/roles/`. */
export const roleSavedResponse = savedResponse(z.object({ name: z.string() }));
export type RoleSavedResponse = z.infer<typeof roleSavedResponse>;

/** `GET /api/v1/security/roles/<pk>/permissions/`: the role's permission-view pairs. */
export const rolePermissionsResponse = z.object({
  result: z.array(
    z.object({ id: z.number(), permission_name: z.string(), view_menu_name: z.string() }),
  ),
});
export type RolePermissionsResponse = z.infer<typeof rolePermissionsResponse>;

/** `POST /api/v1/security/roles/<pk>/permissions`. */
export const rolePermissionsSetResponse = z.object({
  result: z.object({ permission_view_menu_ids: z.array(z.number()) }),
});
export type RolePermissionsSetResponse = z.infer<typeof rolePermissionsSetResponse>;

/** `PUT /api/v1/security/roles/<pk>/users`. */
export const roleUsersSetResponse = z.object({
  result: z.object({ user_ids: z.array(z.number()) }),
});
export type RoleUsersSetResponse = z.infer<typeof roleUsersSetResponse>;

/** A permission on a view menu, `GET /api/v1/security/permissions-resources/`. */
export const permissionResource = z.object({
  id: z.number(),
  permission: z.object({ name: z.string() }),
  view_menu: z.object({ name: z.string() }),
});
export type PermissionResource = z.infer<typeof permissionResource>;
export const permissionResourcesResponse = listResponse(permissionResource);
export type PermissionResourcesResponse = z.infer<typeof permissionResourcesResponse>;
