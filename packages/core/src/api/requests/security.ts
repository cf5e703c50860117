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

/** Body of `POST /api/v1/security/users/` (Superset's user create schema). */
export const userCreateSchema = z.object({
  first_name: z.string().min(1).max(64),
  last_name: z.string().min(1).max(64),
  username: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[^\s]+$/, 'Username must not contain spaces.'),
  email: z.string().email().max(320),
  password: z.string().min(1),
  active: z.boolean().optional(),
  roles: z.array(z.number().int()).optional(),
});
/** Body of `PUT /api/v1/security/users/<pk>`: any field of the create body. */
export const userUpdateSchema = userCreateSchema.partial();
export type UserCreate = z.infer<typeof userCreateSchema>;
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** Login body shared by the REST and web login routes. */
export const loginRequestSchema = z.object({
  username: z.string().min(1, 'Shorter than minimum length 1.'),
  password: z
    .string()
    .min(1, 'Shorter than minimum length 1.')
    .refine((p) => !/^\0+$/.test(p), 'Invalid password.'),
  provider: z.string().optional(),
  refresh: z.boolean().optional(),
});

/** POST /api/v1/security/guest_token/ body (docs/api.md §2.1); unknown keys are ignored. */
export const guestTokenRequestSchema = z.object({
  user: z
    .object({
      username: z.string().max(255).optional(),
      first_name: z.string().max(255).optional(),
      last_name: z.string().max(255).optional(),
    })
    .default({}),
  resources: z
    .array(
      z.object({
        type: z.literal('dashboard'),
        id: z.union([z.string().min(1).max(255), z.number().int()]).transform(String),
      }),
    )
    .min(1)
    .max(100),
  rls: z
    .array(
      z.object({
        dataset: z.number().int().positive().optional(),
        clause: z.string().min(1).max(10_000),
      }),
    )
    .max(100),
});
export type GuestTokenRequest = z.infer<typeof guestTokenRequestSchema>;
