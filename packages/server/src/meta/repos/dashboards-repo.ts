import { randomUUID } from 'node:crypto';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';
import type { DataAccess } from './access.ts';
import { storableIds } from './charts-repo.ts';
import { DashboardQueryRepo, group } from './dashboard-query-repo.ts';
import type { UserRef } from './datasets-repo.ts';

/** Who is looking: admins see every dashboard, others the owned or published-with-an-accessible-chart ones (docs/api.md §1.4). */
export interface DashboardViewer {
  userId: number | null;
  isAdmin: boolean;
  access: DataAccess;
  /** Role names of the user; with DASHBOARD_RBAC on, a published dashboard shared with one of them is visible. */
  roleNames?: string[];
}

/** A dashboard (docs/api.md §5.1) with its owners, roles and charts. */
export interface DashboardRecord {
  id: number;
  uuid: string;
  dashboardTitle: string;
  slug: string | null;
  positionJson: string | null;
  jsonMetadata: string | null;
  css: string | null;
  description: string | null;
  themeId: number | null;
  certifiedBy: string | null;
  certificationDetails: string | null;
  published: boolean;
  isManagedExternally: boolean;
  externalUrl: string | null;
  createdOn: string;
  changedOn: string;
  createdBy: UserRef | null;
  changedBy: UserRef | null;
  owners: UserRef[];
  roles: { id: number; name: string }[];
  charts: { id: number; sliceName: string }[];
}

/** Writable columns of a dashboard. */
export type DashboardWrite = Pick<
  DashboardRecord,
  | 'uuid'
  | 'dashboardTitle'
  | 'slug'
  | 'positionJson'
  | 'jsonMetadata'
  | 'css'
  | 'themeId'
  | 'certifiedBy'
  | 'certificationDetails'
  | 'published'
  | 'isManagedExternally'
  | 'externalUrl'
>;

const COLS: Record<keyof DashboardWrite, string> = {
  uuid: 'uuid',
  dashboardTitle: 'dashboard_title',
  slug: 'slug',
  positionJson: 'position_json',
  jsonMetadata: 'json_metadata',
  css: 'css',
  themeId: 'theme_id',
  certifiedBy: 'certified_by',
  certificationDetails: 'certification_details',
  published: 'published',
  isManagedExternally: 'is_managed_externally',
  externalUrl: 'external_url',
};

/** What the chart API shows of a dashboard a chart is on (docs/api.md §5.1): identity, title, metadata and owners. */
export interface DashboardRef {
  id: number;
  uuid: string;
  dashboardTitle: string;
  slug: string | null;
  jsonMetadata: string | null;
  published: boolean;
  ownerIds: number[];
}

/** Dashboards (table `dashboards`) with their owners, roles and charts: the one repository of them. */
export class DashboardsRepo {
  /** The reads of whole dashboards (visibility, list filters, owners/roles/charts). */
  readonly #query: DashboardQueryRepo;

  /** `rbac`: Superset's DASHBOARD_RBAC, sharing published dashboards by role (SIGHTLINE_DASHBOARD_RBAC). */
  constructor(
    private readonly store: MetaStore,
    private readonly options: { rbac?: boolean } = {},
  ) {
    this.#query = new DashboardQueryRepo(store, options);
  }

  /** The same repository on another store (a transaction's, see transaction.ts). */
  withStore(store: MetaStore): DashboardsRepo {
    return new DashboardsRepo(store, this.options);
  }

  /** The same repository with DASHBOARD_RBAC off (asset export does not share dashboards by role). */
  withoutRbac(): DashboardsRepo {
    return new DashboardsRepo(this.store);
  }

  /** Dashboards by id among those the viewer may see (all when no viewer is given), in id order. */
  findByIds(ids: number[], viewer?: DashboardViewer): Promise<DashboardRecord[]> {
    return this.#query.findByIds(ids, viewer);
  }

  /** A page of the dashboards the viewer may see that match the list query, with their count. */
  list(q: ListQuery, viewer: DashboardViewer): Promise<{ count: number; rows: DashboardRecord[] }> {
    return this.#query.list(q, viewer);
  }

  /** The id a route's `<id_or_slug>` names: a numeric id, a uuid or a slug; null when nothing matches. */
  async resolveKey(key: string): Promise<number | null> {
    if (/^\d{1,10}$/.test(key)) {
      const id = Number(key);
      if (
        id <= 2_147_483_647 &&
        (await this.store.db
          .selectFrom('dashboards')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst())
      )
        return id;
    }
    if (key.length > 255) return null;
    const col = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
      ? 'uuid'
      : 'slug';
    const r = await this.store.db
      .selectFrom('dashboards')
      .select('id')
      .where(col, '=', col === 'uuid' ? key.toLowerCase() : key)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  /** The id of the dashboard with this uuid (import/export identity), or null. */
  async idByUuid(uuid: string): Promise<number | null> {
    const r = await this.store.db
      .selectFrom('dashboards')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return r ? Number(r.id) : null;
  }

  /** The dashboards among `ids` that exist, as charts link to them, in id order (no visibility filter). */
  async refs(ids: number[]): Promise<DashboardRef[]> {
    const valid = storableIds(ids);
    if (valid.length === 0) return [];
    const rows = await this.store.db
      .selectFrom('dashboards')
      .select(['id', 'uuid', 'dashboard_title', 'slug', 'json_metadata', 'published'])
      .where('id', 'in', valid)
      .orderBy('id')
      .execute();
    const owners = await this.store.db
      .selectFrom('dashboard_owners')
      .select(['dashboard_id', 'user_id'])
      .where('dashboard_id', 'in', valid)
      .orderBy('user_id')
      .execute();
    const ownersBy = group(
      owners.map((o) => ({ key: Number(o.dashboard_id), value: Number(o.user_id) })),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      uuid: r.uuid,
      dashboardTitle: r.dashboard_title,
      slug: r.slug,
      jsonMetadata: r.json_metadata,
      published: toBool(r.published),
      ownerIds: ownersBy.get(Number(r.id)) ?? [],
    }));
  }

  /** The dashboards each chart is on, in id order (for the chart's `dashboards` field). */
  async refsForCharts(chartIds: number[]): Promise<Map<number, DashboardRef[]>> {
    const map = new Map<number, DashboardRef[]>();
    if (chartIds.length === 0) return map;
    const links = await this.store.db
      .selectFrom('dashboard_slices')
      .select(['dashboard_id', 'slice_id'])
      .where('slice_id', 'in', chartIds)
      .execute();
    const byId = new Map(
      (await this.refs(links.map((l) => Number(l.dashboard_id)))).map((d) => [d.id, d]),
    );
    for (const l of links) {
      const d = byId.get(Number(l.dashboard_id));
      if (d) map.set(Number(l.slice_id), [...(map.get(Number(l.slice_id)) ?? []), d]);
    }
    for (const list of map.values()) list.sort((a, b) => a.id - b.id);
    return map;
  }

  /** Whether a slug is used by another dashboard than `exceptId`. */
  async slugTaken(slug: string, exceptId: number | null): Promise<boolean> {
    let qb = this.store.db.selectFrom('dashboards').select('id').where('slug', '=', slug);
    if (exceptId !== null) qb = qb.where('id', '!=', exceptId);
    return Boolean(await qb.executeTakeFirst());
  }

  async create(values: Partial<DashboardWrite>, userId: number | null): Promise<number> {
    const now = nowIso();
    const row: Record<string, unknown> = {
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    };
    for (const [k, col] of Object.entries(COLS))
      row[col] = (values as Record<string, unknown>)[k] ?? null;
    row.uuid = values.uuid ?? randomUUID();
    row.dashboard_title = values.dashboardTitle ?? '';
    row.published = Boolean(values.published);
    row.is_managed_externally = Boolean(values.isManagedExternally);
    const r = await this.store.db
      .insertInto('dashboards')
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** Writes the defined fields of `patch`; stamps changed_on/changed_by unless `touch` is false. Returns changed_on. */
  async update(
    id: number,
    patch: Partial<DashboardWrite>,
    userId: number | null,
    touch = true,
  ): Promise<string | null> {
    const row: Record<string, unknown> = touch
      ? { changed_on: nowIso(), changed_by_fk: userId }
      : {};
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) row[COLS[k as keyof DashboardWrite]] = v;
    if (Object.keys(row).length)
      await this.store.db
        .updateTable('dashboards')
        .set(row as never)
        .where('id', '=', id)
        .execute();
    const r = await this.store.db
      .selectFrom('dashboards')
      .select('changed_on')
      .where('id', '=', id)
      .executeTakeFirst();
    return r?.changed_on ?? null;
  }

  /**
   * Sets json_metadata only while it still holds `expected` (a compare-and-swap: a writer that read
   * it, changed a few keys and writes it back loses no other writer's keys); false when another
   * write came in between.
   */
  async updateJsonMetadataIf(
    id: number,
    expected: string | null,
    next: string,
    userId: number | null,
    touch: boolean,
  ): Promise<boolean> {
    const row: Record<string, unknown> = touch
      ? { json_metadata: next, changed_on: nowIso(), changed_by_fk: userId }
      : { json_metadata: next };
    const result = await this.store.db
      .updateTable('dashboards')
      .set(row as never)
      .where('id', '=', id)
      .where((eb) =>
        expected === null ? eb('json_metadata', 'is', null) : eb('json_metadata', '=', expected),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async #replaceLinks(
    table: 'dashboard_owners' | 'dashboard_roles' | 'dashboard_slices',
    col: 'user_id' | 'role_id' | 'slice_id',
    id: number,
    ids: number[],
  ): Promise<void> {
    const unique = [...new Set(ids)];
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom(table).where('dashboard_id', '=', id).execute();
      if (unique.length)
        await trx
          .insertInto(table)
          .values(unique.map((v) => ({ dashboard_id: id, [col]: v })) as never)
          .execute();
    });
  }

  async setOwners(id: number, userIds: number[]): Promise<void> {
    await this.#replaceLinks('dashboard_owners', 'user_id', id, userIds);
  }

  async setRoles(id: number, roleIds: number[]): Promise<void> {
    await this.#replaceLinks('dashboard_roles', 'role_id', id, roleIds);
  }

  /** Puts a chart on a dashboard (no-op when it is already there). */
  async addChart(dashboardId: number, chartId: number): Promise<void> {
    await this.store.db
      .insertInto('dashboard_slices')
      .values({ dashboard_id: dashboardId, slice_id: chartId })
      .onConflict((oc) => oc.columns(['dashboard_id', 'slice_id']).doNothing())
      .execute();
  }

  /** Replaces the dashboard's charts with the existing ones among `chartIds`. */
  async setCharts(id: number, chartIds: number[]): Promise<void> {
    const valid = storableIds(chartIds);
    const existing = valid.length
      ? (
          await this.store.db.selectFrom('slices').select('id').where('id', 'in', valid).execute()
        ).map((r) => Number(r.id))
      : [];
    await this.#replaceLinks('dashboard_slices', 'slice_id', id, existing);
  }

  /** Chart uuids by id, for filling CHART nodes of a layout. */
  async chartUuids(chartIds: number[]): Promise<Map<number, string>> {
    const valid = storableIds(chartIds);
    if (valid.length === 0) return new Map();
    const rows = await this.store.db
      .selectFrom('slices')
      .select(['id', 'uuid'])
      .where('id', 'in', valid)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.uuid]));
  }

  /** Deletes dashboards with their links and everyone's favorites of them (charts stay). */
  async delete(ids: number[]): Promise<void> {
    const valid = storableIds(ids);
    if (valid.length === 0) return;
    await this.store.db.transaction().execute(async (trx) => {
      for (const table of ['dashboard_owners', 'dashboard_roles', 'dashboard_slices'] as const)
        await trx.deleteFrom(table).where('dashboard_id', 'in', valid).execute();
      await trx
        .deleteFrom('favorites')
        .where('class_name', '=', 'Dashboard')
        .where('obj_id', 'in', valid)
        .execute();
      await trx.deleteFrom('dashboards').where('id', 'in', valid).execute();
    });
  }
}
