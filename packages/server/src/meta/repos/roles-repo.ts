import type { PermissionPair } from '@sightline/core';
import type { MetaStore } from '../connect.ts';

export interface RoleRecord {
  id: number;
  name: string;
}

export interface PermissionViewRecord {
  id: number;
  permission: string;
  viewMenu: string;
}

/** Roles and the [permission, view] pairs they hold. */
export class RolesRepo {
  constructor(private readonly store: MetaStore) {}

  async list(): Promise<RoleRecord[]> {
    const rows = await this.store.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .orderBy('name')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name }));
  }

  async findById(id: number): Promise<RoleRecord | null> {
    const r = await this.store.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? { id: Number(r.id), name: r.name } : null;
  }

  async findByName(name: string): Promise<RoleRecord | null> {
    const r = await this.store.db
      .selectFrom('roles')
      .select(['id', 'name'])
      .where('name', '=', name)
      .executeTakeFirst();
    return r ? { id: Number(r.id), name: r.name } : null;
  }

  async create(name: string): Promise<number> {
    const r = await this.store.db
      .insertInto('roles')
      .values({ name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async rename(id: number, name: string): Promise<void> {
    await this.store.db.updateTable('roles').set({ name }).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.store.db.deleteFrom('roles').where('id', '=', id).execute();
  }

  async userIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.store.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('role_id', '=', roleId)
      .execute();
    return rows.map((r) => Number(r.user_id));
  }

  async existingIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** Returns the id of a permission-view pair, creating it when missing. */
  async ensurePermissionView([permission, viewMenu]: PermissionPair): Promise<number> {
    const found = await this.store.db
      .selectFrom('permission_views')
      .select('id')
      .where('permission', '=', permission)
      .where('view_menu', '=', viewMenu)
      .executeTakeFirst();
    if (found) return Number(found.id);
    const r = await this.store.db
      .insertInto('permission_views')
      .values({ permission, view_menu: viewMenu })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async permissionViews(): Promise<PermissionViewRecord[]> {
    const rows = await this.store.db
      .selectFrom('permission_views')
      .select(['id', 'permission', 'view_menu'])
      .orderBy('view_menu')
      .orderBy('permission')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), permission: r.permission, viewMenu: r.view_menu }));
  }

  async existingPermissionViewIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('permission_views')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => Number(r.id));
  }

  async permissionViewIdsOf(roleId: number): Promise<number[]> {
    const rows = await this.store.db
      .selectFrom('role_permissions')
      .select('permission_view_id')
      .where('role_id', '=', roleId)
      .execute();
    return rows.map((r) => Number(r.permission_view_id));
  }

  async setPermissionViews(roleId: number, ids: number[]): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
      if (ids.length) {
        await trx
          .insertInto('role_permissions')
          .values(ids.map((permission_view_id) => ({ role_id: roleId, permission_view_id })))
          .execute();
      }
    });
  }

  async addPermissionViews(roleId: number, ids: number[]): Promise<void> {
    const have = new Set(await this.permissionViewIdsOf(roleId));
    const add = ids.filter((id) => !have.has(id));
    if (add.length)
      await this.store.db
        .insertInto('role_permissions')
        .values(add.map((permission_view_id) => ({ role_id: roleId, permission_view_id })))
        .execute();
  }
}
