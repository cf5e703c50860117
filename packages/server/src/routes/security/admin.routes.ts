import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  adminUserItemResponse,
  adminUserListResponse,
  adminUserSavedResponse,
  listQuerySchema,
  messageResponse,
  permissionResourcesResponse,
  roleItemResponse,
  roleListResponse,
  rolePermissionsResponse,
  rolePermissionsSchema,
  rolePermissionsSetResponse,
  roleSavedResponse,
  roleSearchResponse,
  roleUsersSchema,
  roleUsersSetResponse,
  roleWriteSchema,
} from '@sightline/core';
import { deleteRole } from '../../commands/roles/delete-role.ts';
import { listRoles } from '../../commands/roles/list-roles.ts';
import { roleDetail, type RoleDetail } from '../../commands/roles/role-detail.ts';
import {
  permissionViews,
  rolePermissions,
  setRolePermissions,
} from '../../commands/roles/role-permissions.ts';
import { createRole, renameRole } from '../../commands/roles/save-role.ts';
import { searchRoles } from '../../commands/roles/search-roles.ts';
import { setRoleUsers } from '../../commands/roles/set-role-users.ts';
import { deleteUser } from '../../commands/users/delete-user.ts';
import { listUsers } from '../../commands/users/list-users.ts';
import {
  createUser,
  updateUser,
  userCreateSchema,
  userUpdateSchema,
} from '../../commands/users/save-user.ts';
import { userDetail, type UserDetail } from '../../commands/users/user-detail.ts';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { contract } from '../common/contract.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';

const userBody = ({ user: u, roles }: UserDetail) => ({
  id: u.id,
  username: u.username,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  active: u.active,
  login_count: u.loginCount,
  fail_login_count: u.failLoginCount,
  last_login: u.lastLogin,
  created_on: u.createdOn,
  changed_on: u.changedOn,
  roles: roles.map((r) => ({ id: r.id, name: r.name })),
});

const roleBody = (r: RoleDetail) => ({
  id: r.id,
  name: r.name,
  user_ids: r.userIds,
  permission_ids: r.permissionIds,
  group_ids: [],
});

/** Admin management of users, roles and their permissions (FAB security API); the rules are in commands/users and commands/roles. */
export async function adminRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = contract(fastify);
  const on =
    (preHandler: ReturnType<typeof requirePermission>) =>
    <S extends z.ZodType>(ok: S) => ({ preHandler, schema: { response: { 200: ok } } });
  const created =
    (preHandler: ReturnType<typeof requirePermission>) =>
    <S extends z.ZodType>(ok: S) => ({ preHandler, schema: { response: { 201: ok } } });
  const canWriteUser = requirePermission(ctx, 'can_write', 'User');
  const canWriteRole = requirePermission(ctx, 'can_write', 'Role');
  const readUser = on(requirePermission(ctx, 'can_read', 'User'));
  const writeUser = on(canWriteUser);
  const readRole = on(requirePermission(ctx, 'can_read', 'Role'));
  const writeRole = on(canWriteRole);

  app.get('/api/v1/security/users/', readUser(adminUserListResponse), async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, ids, users } = await listUsers(ctx, q);
    return { count, ids, result: pickColumns(users.map(userBody), q.columns ?? q.select_columns) };
  });
  app.get('/api/v1/security/users/:pk', readUser(adminUserItemResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    return { id, result: userBody(await userDetail(ctx, id)) };
  });
  app.post(
    '/api/v1/security/users/',
    created(canWriteUser)(adminUserSavedResponse),
    async (req, reply) => {
      const body = parseBody(req, userCreateSchema);
      const id = await createUser(ctx, body, requireUser(req));
      const { password: _omit, ...result } = body;
      return reply.status(201).send({ id, result });
    },
  );
  app.put('/api/v1/security/users/:pk', writeUser(adminUserSavedResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, userUpdateSchema);
    await updateUser(ctx, id, body, requireUser(req));
    const { password: _omit, ...result } = body;
    return { id, result };
  });
  app.delete('/api/v1/security/users/:pk', writeUser(messageResponse), async (req) => {
    await deleteUser(ctx, parseId((req.params as { pk: string }).pk), requireUser(req));
    return { message: 'OK' };
  });

  app.get('/api/v1/security/roles/', readRole(roleListResponse), async () => {
    const roles = await listRoles(ctx);
    return {
      count: roles.length,
      ids: roles.map((r) => r.id),
      result: roles.map((r) => ({ id: r.id, name: r.name })),
    };
  });
  app.get('/api/v1/security/roles/search/', readRole(roleSearchResponse), async (req) => {
    const { count, page } = await searchRoles(ctx, parseRison(req, listQuerySchema));
    return { count, ids: page.map((r) => r.id), result: page.map(roleBody) };
  });
  app.get('/api/v1/security/roles/:pk', readRole(roleItemResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const r = await roleDetail(ctx, id);
    return { id, result: { id: r.id, name: r.name } };
  });
  app.post(
    '/api/v1/security/roles/',
    created(canWriteRole)(roleSavedResponse),
    async (req, reply) => {
      const body = parseBody(req, roleWriteSchema);
      const id = await createRole(ctx, body.name);
      return reply.status(201).send({ id, result: body });
    },
  );
  app.put('/api/v1/security/roles/:pk', writeRole(roleSavedResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, roleWriteSchema);
    await renameRole(ctx, id, body.name);
    return { id, result: body };
  });
  app.delete('/api/v1/security/roles/:pk', writeRole(messageResponse), async (req) => {
    await deleteRole(ctx, parseId((req.params as { pk: string }).pk));
    return { message: 'OK' };
  });
  app.get(
    '/api/v1/security/roles/:pk/permissions/',
    readRole(rolePermissionsResponse),
    async (req) => {
      const pvs = await rolePermissions(ctx, parseId((req.params as { pk: string }).pk));
      return {
        result: pvs.map((pv) => ({
          id: pv.id,
          permission_name: pv.permission,
          view_menu_name: pv.viewMenu,
        })),
      };
    },
  );
  app.post(
    '/api/v1/security/roles/:pk/permissions',
    writeRole(rolePermissionsSetResponse),
    async (req) => {
      const id = parseId((req.params as { pk: string }).pk);
      const body = parseBody(req, rolePermissionsSchema);
      await setRolePermissions(ctx, id, body.permission_view_menu_ids);
      return { result: { permission_view_menu_ids: body.permission_view_menu_ids } };
    },
  );
  app.put('/api/v1/security/roles/:pk/users', writeRole(roleUsersSetResponse), async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, roleUsersSchema);
    await setRoleUsers(ctx, id, body.user_ids);
    return { result: { user_ids: body.user_ids } };
  });
  app.get(
    '/api/v1/security/permissions-resources/',
    readRole(permissionResourcesResponse),
    async () => {
      const pvs = await permissionViews(ctx);
      return {
        count: pvs.length,
        ids: pvs.map((p) => p.id),
        result: pvs.map((pv) => ({
          id: pv.id,
          permission: { name: pv.permission },
          view_menu: { name: pv.viewMenu },
        })),
      };
    },
  );
}
