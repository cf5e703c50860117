import { z } from 'zod';

/** A user's own record, `GET/PUT /api/v1/me/` (docs/api.md §2.1). */
export const meUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  is_active: z.boolean(),
  is_anonymous: z.boolean(),
  login_count: z.number().nullable(),
});
export const meResponse = z.object({ result: meUser });
export type MeResponse = z.infer<typeof meResponse>;

/** The camelCase user with roles and data access, `GET /api/v1/me/roles/` and the SPA bootstrap. */
export const bootstrapUser = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userId: z.number(),
  isActive: z.boolean(),
  isAnonymous: z.boolean(),
  createdOn: z.string().nullable(),
  email: z.string().nullable(),
  loginCount: z.number().nullable(),
  /** Role name → its [permission, view] pairs. */
  roles: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
  permissions: z.object({
    datasource_access: z.array(z.string()).optional(),
    database_access: z.array(z.string()).optional(),
  }),
});
export type BootstrapUser = z.infer<typeof bootstrapUser>;
export const meRolesResponse = z.object({ result: bootstrapUser });
export type MeRolesResponse = z.infer<typeof meRolesResponse>;
