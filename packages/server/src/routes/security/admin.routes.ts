import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listQuerySchema } from '@sightline/core';
import { createUser, updateUser, userCreateSchema, userUpdateSchema } from '../../commands/users/save-user.ts';
import type { AppContext } from '../../context.ts';
import { AppError, invalidFields } from '../../errors.ts';
import { requirePermission, requireUser } from '../../security/auth-hooks.ts';
import { parseBody, parseId, parseRison, pickColumns } from '../common/http.ts';
import { listUsers } from '../../meta/repos/users-repo.ts';

const roleSchema = z.object({ name: z.string().min(1).max(64) });
const rolePermsSchema = z.object({ permission_view_menu_ids: z.array(z.number().int()) });
const roleUsersSchema = z.object({ user_ids: z.array(z.number().int()) });

/** Admin management of users, roles and their permissions (FAB security API). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const readUser = { preHandler: requirePermission(ctx, 'can_read', 'User') };
  const writeUser = { preHandler: requirePermission(ctx, 'can_write', 'User') };
  const readRole = { preHandler: requirePermission(ctx, 'can_read', 'Role') };
  const writeRole = { preHandler: requirePermission(ctx, 'can_write', 'Role') };

  const userBody = async (id: number) => {
    const u = await ctx.users.findById(id);
    if (!u) throw new AppError(404, 'Not found');
    const roleIds = await ctx.users.roleIdsOf(id);
    const allRoles = await ctx.roles.list();
    return {
      id: u.id, username: u.username, first_name: u.firstName, last_name: u.lastName, email: u.email, active: u.active,
      login_count: u.loginCount, fail_login_count: u.failLoginCount, last_login: u.lastLogin, created_on: u.createdOn, changed_on: u.changedOn,
      roles: allRoles.filter((r) => roleIds.includes(r.id)).map((r) => ({ id: r.id, name: r.name })),
    };
  };

  app.get('/api/v1/security/users/', readUser, async (req) => {
    const q = parseRison(req, listQuerySchema);
    const { count, ids } = await listUsers(ctx.store, q);
    return { count, ids, result: pickColumns(await Promise.all(ids.map(userBody)), q.columns ?? q.select_columns) };
  });
  app.get('/api/v1/security/users/:pk', readUser, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    return { id, result: await userBody(id) };
  });
  app.post('/api/v1/security/users/', writeUser, async (req, reply) => {
    const body = parseBody(req, userCreateSchema);
    const id = await createUser(ctx, body, requireUser(req));
    const { password: _omit, ...result } = body;
    return reply.status(201).send({ id, result });
  });
  app.put('/api/v1/security/users/:pk', writeUser, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, userUpdateSchema);
    await updateUser(ctx, id, body, requireUser(req));
    const { password: _omit, ...result } = body;
    return { id, result };
  });
  app.delete('/api/v1/security/users/:pk', writeUser, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    if (!(await ctx.users.findById(id))) throw new AppError(404, 'Not found');
    if (id === requireUser(req).id) throw new AppError(422, 'You cannot delete yourself');
    await ctx.users.delete(id);
    return { message: 'OK' };
  });

  const roleBody = async (id: number) => {
    const r = await ctx.roles.findById(id);
    if (!r) throw new AppError(404, 'Not found');
    return { id: r.id, name: r.name, user_ids: await ctx.roles.userIdsOf(id), permission_ids: await ctx.roles.permissionViewIdsOf(id), group_ids: [] };
  };
  app.get('/api/v1/security/roles/', readRole, async () => {
    const roles = await ctx.roles.list();
    return { count: roles.length, ids: roles.map((r) => r.id), result: roles.map((r) => ({ id: r.id, name: r.name })) };
  });
  app.get('/api/v1/security/roles/search/', readRole, async (req) => {
    const q = parseRison(req, listQuerySchema);
    let roles = await Promise.all((await ctx.roles.list()).map((r) => roleBody(r.id)));
    for (const f of q.filters ?? []) {
      const v = f.value;
      if (f.col === 'name') roles = roles.filter((r) => r.name.toLowerCase().includes(String(v).toLowerCase()));
      else if (f.col === 'user_ids') roles = roles.filter((r) => (Array.isArray(v) ? v : [v]).some((x) => r.user_ids.includes(Number(x))));
      else if (f.col === 'permission_ids') roles = roles.filter((r) => (Array.isArray(v) ? v : [v]).some((x) => r.permission_ids.includes(Number(x))));
      else if (f.col !== 'group_ids') throw new AppError(400, `Filter column: ${f.col} not allowed to filter`);
    }
    const col = q.order_column ?? 'id';
    if (col !== 'id' && col !== 'name') throw new AppError(400, `Invalid order by column: ${col}`);
    roles.sort((a, b) => (col === 'id' ? a.id - b.id : a.name.localeCompare(b.name)) * (q.order_direction === 'desc' ? -1 : 1));
    const size = Math.min(Math.max(q.page_size ?? 10, 1), 100);
    const page = roles.slice((q.page ?? 0) * size, (q.page ?? 0) * size + size);
    return { count: roles.length, ids: page.map((r) => r.id), result: page };
  });
  app.get('/api/v1/security/roles/:pk', readRole, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const r = await roleBody(id);
    return { id, result: { id: r.id, name: r.name } };
  });
  app.post('/api/v1/security/roles/', writeRole, async (req, reply) => {
    const body = parseBody(req, roleSchema);
    if (await ctx.roles.findByName(body.name)) throw invalidFields({ name: ['Role already exists'] });
    const id = await ctx.roles.create(body.name);
    return reply.status(201).send({ id, result: body });
  });
  app.put('/api/v1/security/roles/:pk', writeRole, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, roleSchema);
    await roleBody(id);
    const clash = await ctx.roles.findByName(body.name);
    if (clash && clash.id !== id) throw invalidFields({ name: ['Role already exists'] });
    await ctx.roles.rename(id, body.name);
    return { id, result: body };
  });
  app.delete('/api/v1/security/roles/:pk', writeRole, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    await roleBody(id);
    await ctx.roles.delete(id);
    return { message: 'OK' };
  });
  app.get('/api/v1/security/roles/:pk/permissions/', readRole, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const r = await roleBody(id);
    const pvs = (await ctx.roles.permissionViews()).filter((pv) => r.permission_ids.includes(pv.id));
    return { result: pvs.map((pv) => ({ id: pv.id, permission_name: pv.permission, view_menu_name: pv.viewMenu })) };
  });
  app.post('/api/v1/security/roles/:pk/permissions', writeRole, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, rolePermsSchema);
    await roleBody(id);
    const found = await ctx.roles.existingPermissionViewIds(body.permission_view_menu_ids);
    if (found.length !== new Set(body.permission_view_menu_ids).size) throw invalidFields({ permission_view_menu_ids: ['Some permissions do not exist'] });
    await ctx.roles.setPermissionViews(id, body.permission_view_menu_ids);
    return { result: { permission_view_menu_ids: body.permission_view_menu_ids } };
  });
  app.put('/api/v1/security/roles/:pk/users', writeRole, async (req) => {
    const id = parseId((req.params as { pk: string }).pk);
    const body = parseBody(req, roleUsersSchema);
    await roleBody(id);
    const found = await ctx.users.existingIds(body.user_ids);
    if (found.length !== new Set(body.user_ids).size) throw invalidFields({ user_ids: ['Some users do not exist'] });
    const current = await ctx.roles.userIdsOf(id);
    for (const uid of new Set([...current, ...body.user_ids])) {
      const roleIds = new Set(await ctx.users.roleIdsOf(uid));
      if (body.user_ids.includes(uid)) roleIds.add(id);
      else roleIds.delete(id);
      await ctx.users.setRoles(uid, [...roleIds]);
    }
    return { result: { user_ids: body.user_ids } };
  });
  app.get('/api/v1/security/permissions-resources/', readRole, async () => {
    const pvs = await ctx.roles.permissionViews();
    return { count: pvs.length, ids: pvs.map((p) => p.id), result: pvs.map((pv) => ({ id: pv.id, permission: { name: pv.permission }, view_menu: { name: pv.viewMenu } })) };
  });
}
