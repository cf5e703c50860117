import { sql } from 'kysely';
import type { ListQuery, PermissionPair } from '@sightline/core';
import {
  applyFilters,
  applyPaging,
  resolvePaging,
  validateFilters,
  type ListSpec,
} from './list-filters.ts';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';

/** A user row as the application sees it (no password hash). */
export interface UserRecord {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  createdOn: string;
  changedOn: string;
  lastLogin: string | null;
  loginCount: number;
  failLoginCount: number;
  /** Tokens issued under an older version are refused (logout, password change, deactivation). */
  tokenVersion: number;
}

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  active?: boolean;
  createdBy?: number | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function toUser(r: any): UserRecord {
  return {
    id: Number(r.id),
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    active: toBool(r.active),
    createdOn: r.created_on,
    changedOn: r.changed_on,
    lastLogin: r.last_login,
    loginCount: Number(r.login_count),
    failLoginCount: Number(r.fail_login_count),
    tokenVersion: Number(r.token_version ?? 0),
  };
}

const USER_COLUMNS = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'active',
  'created_on',
  'changed_on',
  'last_login',
  'login_count',
  'fail_login_count',
  'token_version',
] as const;

/** Users, their roles and login bookkeeping. */
export class UsersRepo {
  constructor(private readonly store: MetaStore) {}

  /** A page of user ids by rison filters, ordering and paging (see `listUsers`). */
  list(q: ListQuery): Promise<{ count: number; ids: number[] }> {
    return listUsers(this.store, q);
  }

  /** Users for the `related/<col>` endpoints (see `relatedUsers`). */
  related(q: {
    filter?: string;
    page?: number;
    page_size?: number;
    include_ids?: number[];
  }): Promise<{ count: number; rows: UserRecord[] }> {
    return relatedUsers(this.store, q);
  }

  async findById(id: number): Promise<UserRecord | null> {
    const r = await this.store.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? toUser(r) : null;
  }

  /** Case-insensitive lookup by username, with the password hash for login. */
  async findForLogin(
    username: string,
  ): Promise<(UserRecord & { passwordHash: string | null }) | null> {
    const r = await this.store.db
      .selectFrom('users')
      .select([...USER_COLUMNS, 'password'])
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return r ? { ...toUser(r), passwordHash: r.password } : null;
  }

  async findByUsernameOrEmail(username: string, email: string): Promise<UserRecord | null> {
    const r = await this.store.db
      .selectFrom('users')
      .select(USER_COLUMNS)
      .where((eb) =>
        eb.or([
          eb(sql`lower(username)`, '=', username.toLowerCase()),
          eb(sql`lower(email)`, '=', email.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    return r ? toUser(r) : null;
  }

  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async create(u: NewUser): Promise<number> {
    const now = nowIso();
    const r = await this.store.db
      .insertInto('users')
      .values({
        username: u.username,
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
        password: u.passwordHash,
        active: u.active ?? true,
        created_on: now,
        changed_on: now,
        login_count: 0,
        fail_login_count: 0,
        created_by_fk: u.createdBy ?? null,
        changed_by_fk: u.createdBy ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async update(
    id: number,
    patch: Partial<{
      firstName: string;
      lastName: string;
      email: string;
      username: string;
      active: boolean;
      passwordHash: string;
    }>,
    changedBy: number | null,
  ): Promise<void> {
    const values: Record<string, unknown> = { changed_on: nowIso(), changed_by_fk: changedBy };
    if (patch.firstName !== undefined) values.first_name = patch.firstName;
    if (patch.lastName !== undefined) values.last_name = patch.lastName;
    if (patch.email !== undefined) values.email = patch.email;
    if (patch.username !== undefined) values.username = patch.username;
    if (patch.active !== undefined) values.active = patch.active;
    if (patch.passwordHash !== undefined) values.password = patch.passwordHash;
    // A new password or a deactivation ends every session and token issued before it.
    if (patch.passwordHash !== undefined || patch.active === false)
      values.token_version = sql`token_version + 1`;
    await this.store.db.updateTable('users').set(values).where('id', '=', id).execute();
  }

  /** Revokes every token and session cookie of the user (logout). */
  async revokeTokens(id: number): Promise<void> {
    await this.store.db
      .updateTable('users')
      .set({ token_version: sql`token_version + 1` })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.store.db.deleteFrom('users').where('id', '=', id).execute();
  }

  async recordLogin(id: number, success: boolean): Promise<void> {
    await this.store.db
      .updateTable('users')
      .set(
        success
          ? { last_login: nowIso(), login_count: sql`login_count + 1`, fail_login_count: 0 }
          : { fail_login_count: sql`fail_login_count + 1` },
      )
      .where('id', '=', id)
      .execute();
  }

  /** Role names of a user with their [permission, view] pairs. */
  async rolesOf(userId: number): Promise<Record<string, PermissionPair[]>> {
    const rows = await this.store.db
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', 'r.id', 'ur.role_id')
      .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
      .leftJoin('permission_views as pv', 'pv.id', 'rp.permission_view_id')
      .select(['r.name as role', 'pv.permission as permission', 'pv.view_menu as view'])
      .where('ur.user_id', '=', userId)
      .execute();
    const roles: Record<string, PermissionPair[]> = {};
    for (const row of rows) {
      const list = (roles[row.role] ??= []);
      if (row.permission && row.view) list.push([row.permission, row.view]);
    }
    return roles;
  }

  async roleIdsOf(userId: number): Promise<number[]> {
    const rows = await this.store.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => Number(r.role_id));
  }

  async setRoles(userId: number, roleIds: number[]): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      if (roleIds.length)
        await trx
          .insertInto('user_roles')
          .values(roleIds.map((role_id) => ({ user_id: userId, role_id })))
          .execute();
    });
  }

  async count(): Promise<number> {
    const r = await this.store.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}

/** Users for the `related/<col>` endpoints: ILIKE on "first last" or username (docs/api.md §1.6). */
export async function relatedUsers(
  store: MetaStore,
  q: { filter?: string; page?: number; page_size?: number; include_ids?: number[] },
  onlyIds?: number[],
): Promise<{ count: number; rows: UserRecord[] }> {
  const like = `%${(q.filter ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let base = store.db
    .selectFrom('users')
    .where((eb) =>
      eb.or([
        eb(sql`lower(first_name || ' ' || last_name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(username)`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  if (onlyIds)
    base = onlyIds.length ? base.where('id', 'in', onlyIds) : base.where(sql<boolean>`1 = 0`);
  const size = Math.min(Math.max(q.page_size ?? 20, 1), 100);
  const count = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await base
    .select(USER_COLUMNS)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(size)
    .offset((q.page ?? 0) * size)
    .execute();
  let users = rows.map(toUser);
  if (q.include_ids?.length) {
    const missing = q.include_ids.filter((id) => !users.some((u) => u.id === id));
    if (missing.length) {
      const extra = await store.db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('id', 'in', missing)
        .execute();
      users = [...extra.map(toUser), ...users];
    }
  }
  return { count, rows: users };
}

/** Searchable and sortable columns of GET /api/v1/security/users/. */
export const USER_LIST_SPEC: ListSpec = {
  idRef: 'u.id',
  searchColumns: {
    id: { kind: 'number', ref: 'u.id' },
    username: { kind: 'text', ref: 'u.username' },
    first_name: { kind: 'text', ref: 'u.first_name' },
    last_name: { kind: 'text', ref: 'u.last_name' },
    email: { kind: 'text', ref: 'u.email' },
    active: { kind: 'bool', ref: 'u.active' },
    roles: {
      kind: 'rel_m_m',
      link: { table: 'user_roles', ownerCol: 'user_id', targetCol: 'role_id' },
    },
    created_by: { kind: 'rel_o_m', ref: 'u.created_by_fk' },
    changed_by: { kind: 'rel_o_m', ref: 'u.changed_by_fk' },
  },
  orderColumns: {
    id: 'u.id',
    username: 'u.username',
    first_name: 'u.first_name',
    last_name: 'u.last_name',
    email: 'u.email',
    active: 'u.active',
    changed_on: 'u.changed_on',
    created_on: 'u.created_on',
    last_login: 'u.last_login',
    login_count: 'u.login_count',
  },
  defaultOrder: ['id', 'asc'],
};

/** Lists users with rison filters, ordering and paging. */
export async function listUsers(
  store: MetaStore,
  q: ListQuery,
): Promise<{ count: number; ids: number[] }> {
  const filters = q.filters ?? [];
  validateFilters(filters, USER_LIST_SPEC);
  const paging = resolvePaging(q, USER_LIST_SPEC);
  const base = applyFilters(store.db.selectFrom('users as u'), filters, USER_LIST_SPEC, {
    userId: null,
  });
  const count = Number(
    (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await applyPaging(base.select('u.id'), paging, 'u.id').execute();
  return { count, ids: rows.map((r) => Number(r.id)) };
}
