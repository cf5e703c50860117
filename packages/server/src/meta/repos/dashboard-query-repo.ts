import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { toBool } from '../schema.ts';
import { storableIds } from './charts-repo.ts';
import { coerceDashboardIdFilters, DASHBOARD_LIST_SPEC } from './dashboard-list-spec.ts';
import type { DashboardRecord, DashboardViewer } from './dashboards-repo.ts';
import type { UserRef } from './datasets-repo.ts';
import { applyFilters, applyPaging, resolvePaging, validateFilters } from './list-filters.ts';

// Visibility and filters compose dynamic SQL over joined aliases, so builders are loosely typed here (as in charts-repo).
/* eslint-disable @typescript-eslint/no-explicit-any */
type EB = ExpressionBuilder<any, any>;

const userRef = (id: unknown, first: unknown, last: unknown): UserRef | null =>
  id === null || id === undefined
    ? null
    : { id: Number(id), firstName: String(first), lastName: String(last) };

/** Values by their dashboard id, in row order (also used by DashboardsRepo.refs). */
export function group<T>(rows: { key: number; value: T }[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) map.set(r.key, [...(map.get(r.key) ?? []), r.value]);
  return map;
}

/**
 * The reads of DashboardsRepo that return whole dashboards: the joined base query, the viewer's
 * visibility filter (docs/api.md §1.4), the list filters and paging, and the owners/roles/charts
 * filled in.
 */
export class DashboardQueryRepo {
  /** `rbac`: Superset's DASHBOARD_RBAC, sharing published dashboards by role. */
  constructor(
    private readonly store: MetaStore,
    private readonly options: { rbac?: boolean } = {},
  ) {}

  #base() {
    return this.store.db
      .selectFrom('dashboards as d')
      .leftJoin('users as cu', 'cu.id', 'd.created_by_fk')
      .leftJoin('users as mu', 'mu.id', 'd.changed_by_fk');
  }

  #withSelect(qb: any): SelectQueryBuilder<any, any, any> {
    return qb
      .selectAll('d')
      .select([
        'cu.id as cu_id',
        'cu.first_name as cu_first_name',
        'cu.last_name as cu_last_name',
        'mu.id as mu_id',
        'mu.first_name as mu_first_name',
        'mu.last_name as mu_last_name',
      ]);
  }

  /** The base filter of docs/api.md §1.4: owned, or published with at least one chart on an accessible dataset. */
  #visible<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, viewer: DashboardViewer): QB {
    if (viewer.isAdmin) return qb;
    return qb.where((eb: EB) => {
      const owned =
        viewer.userId === null
          ? sql<SqlBool>`1 = 0`
          : eb(
              'd.id',
              'in',
              eb
                .selectFrom('dashboard_owners')
                .select('dashboard_id')
                .where('user_id', '=', viewer.userId),
            );
      let charts = eb
        .selectFrom('dashboard_slices as vl')
        .innerJoin('slices as vs', 'vs.id', 'vl.slice_id')
        .innerJoin('datasets as vd', (j: any) =>
          j
            .onRef('vd.id', '=', 'vs.datasource_id')
            .on('vs.datasource_type', 'in', ['table', 'dataset']),
        )
        .select('vl.dashboard_id');
      const access = viewer.access;
      if (!access.all) {
        charts = charts.where((e: EB) =>
          e.or([
            access.databaseIds.length
              ? e('vd.database_id', 'in', access.databaseIds)
              : sql<SqlBool>`1 = 0`,
            access.datasetIds.length ? e('vd.id', 'in', access.datasetIds) : sql<SqlBool>`1 = 0`,
          ]),
        );
      }
      const roleNames = this.options.rbac ? (viewer.roleNames ?? []) : [];
      const shared =
        roleNames.length === 0
          ? sql<SqlBool>`1 = 0`
          : eb(
              'd.id',
              'in',
              eb
                .selectFrom('dashboard_roles as vr')
                .innerJoin('roles as vro', 'vro.id', 'vr.role_id')
                .select('vr.dashboard_id')
                .where('vro.name', 'in', roleNames),
            );
      return eb.or([
        owned,
        eb.and([eb('d.published', '=', true), eb.or([eb('d.id', 'in', charts), shared])]),
      ]);
    }) as QB;
  }

  async #records(rows: Record<string, any>[]): Promise<DashboardRecord[]> {
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) return [];
    const db = this.store.db;
    const [owners, roles, charts] = await Promise.all([
      db
        .selectFrom('dashboard_owners as o')
        .innerJoin('users as u', 'u.id', 'o.user_id')
        .select(['o.dashboard_id', 'u.id', 'u.first_name', 'u.last_name'])
        .where('o.dashboard_id', 'in', ids)
        .orderBy('u.id')
        .execute(),
      db
        .selectFrom('dashboard_roles as r')
        .innerJoin('roles as ro', 'ro.id', 'r.role_id')
        .select(['r.dashboard_id', 'ro.id', 'ro.name'])
        .where('r.dashboard_id', 'in', ids)
        .orderBy('ro.id')
        .execute(),
      db
        .selectFrom('dashboard_slices as l')
        .innerJoin('slices as s', 's.id', 'l.slice_id')
        .select(['l.dashboard_id', 's.id', 's.slice_name'])
        .where('l.dashboard_id', 'in', ids)
        .orderBy('s.id')
        .execute(),
    ]);
    const ownersBy = group(
      owners.map((o) => ({
        key: Number(o.dashboard_id),
        value: { id: Number(o.id), firstName: o.first_name, lastName: o.last_name },
      })),
    );
    const rolesBy = group(
      roles.map((r) => ({
        key: Number(r.dashboard_id),
        value: { id: Number(r.id), name: r.name },
      })),
    );
    const chartsBy = group(
      charts.map((c) => ({
        key: Number(c.dashboard_id),
        value: { id: Number(c.id), sliceName: c.slice_name },
      })),
    );
    return rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        uuid: r.uuid,
        dashboardTitle: r.dashboard_title,
        slug: r.slug,
        positionJson: r.position_json,
        jsonMetadata: r.json_metadata,
        css: r.css,
        description: r.description,
        themeId: r.theme_id === null ? null : Number(r.theme_id),
        certifiedBy: r.certified_by,
        certificationDetails: r.certification_details,
        published: toBool(r.published),
        isManagedExternally: toBool(r.is_managed_externally),
        externalUrl: r.external_url,
        createdOn: r.created_on,
        changedOn: r.changed_on,
        createdBy: userRef(r.cu_id, r.cu_first_name, r.cu_last_name),
        changedBy: userRef(r.mu_id, r.mu_first_name, r.mu_last_name),
        owners: ownersBy.get(id) ?? [],
        roles: rolesBy.get(id) ?? [],
        charts: chartsBy.get(id) ?? [],
      };
    });
  }

  /** Dashboards by id among those the viewer may see (all when no viewer is given), in id order. */
  async findByIds(ids: number[], viewer?: DashboardViewer): Promise<DashboardRecord[]> {
    const valid = storableIds(ids);
    if (valid.length === 0) return [];
    const qb = viewer ? this.#visible(this.#base(), viewer) : this.#base();
    return this.#records(
      await this.#withSelect(qb).where('d.id', 'in', valid).orderBy('d.id').execute(),
    );
  }

  async list(
    q: ListQuery,
    viewer: DashboardViewer,
  ): Promise<{ count: number; rows: DashboardRecord[] }> {
    const filters = coerceDashboardIdFilters(q.filters ?? []);
    validateFilters(filters, DASHBOARD_LIST_SPEC);
    const paging = resolvePaging(q, DASHBOARD_LIST_SPEC);
    const base = this.#visible(
      applyFilters(this.#base(), filters, DASHBOARD_LIST_SPEC, viewer),
      viewer,
    );
    const countRow = await base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows: Record<string, unknown>[] = await applyPaging(
      this.#withSelect(base),
      paging,
      'd.id',
    ).execute();
    return { count: Number(countRow.n), rows: await this.#records(rows) };
  }
}
