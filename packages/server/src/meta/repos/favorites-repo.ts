import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';

/** Favorite class names as Superset stores them: charts are 'slice', dashboards 'Dashboard'. */
export type FavoriteClass = 'slice' | 'Dashboard';

/** Per-user favorite charts and dashboards (docs/api.md §1.6 favorites). */
export class FavoritesRepo {
  constructor(private readonly store: MetaStore) {}

  /** Marks an object as a favorite of the user; adding twice keeps one row. */
  async add(userId: number, className: FavoriteClass, objId: number): Promise<void> {
    await this.store.db
      .insertInto('favorites')
      .values({ user_id: userId, class_name: className, obj_id: objId, changed_on: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
  }

  async remove(userId: number, className: FavoriteClass, objId: number): Promise<void> {
    await this.store.db
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', '=', objId)
      .execute();
  }

  /** The ids among `objIds` the user has marked as favorites. */
  async favoritedIds(
    userId: number,
    className: FavoriteClass,
    objIds: number[],
  ): Promise<number[]> {
    if (objIds.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('favorites')
      .select('obj_id')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', 'in', objIds)
      .execute();
    return rows.map((r) => Number(r.obj_id));
  }

  /** Drops every user's favorites of deleted objects. */
  async removeObjects(className: FavoriteClass, objIds: number[]): Promise<void> {
    if (objIds.length === 0) return;
    await this.store.db
      .deleteFrom('favorites')
      .where('class_name', '=', className)
      .where('obj_id', 'in', objIds)
      .execute();
  }
}
