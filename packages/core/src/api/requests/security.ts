import { z } from 'zod';

/** Request bodies of the role admin API (Superset's RoleRestApi, docs/api.md §2.1). */

/** Body of `POST /api/v1/security/roles/` and `PUT /api/v1/security/roles/<pk>`. */
export const roleWriteSchema = z.object({ name: z.string().min(1).max(64) });
export type RoleWrite = z.infer<typeof roleWriteSchema>;

/** Body of `POST /api/v1/security/roles/<pk>/permissions`: the role's permissions, replaced. */
export const rolePermissionsSchema = z.object({
  permission_view_menu_ids: z.array(z.number().int()),
});
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

/** Body of `PUT /api/v1/security/roles/<pk>/users`: the role's users, replaced. */
export const roleUsersSchema = z.object({ user_ids: z.array(z.number().int()) });
export type RoleUsers = z.infer<typeof roleUsersSchema>;
