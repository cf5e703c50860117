import { randomUUID } from 'node:crypto';
import { parseJson } from '@sightline/core';
import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';
import type { UserRef } from './datasets-repo.ts';

/** A dashboard's embedding (table `embedded_dashboards`). */
export interface EmbeddedRecord {
  uuid: string;
  dashboardId: number;
  allowedDomains: string[];
  changedOn: string;
  changedBy: (UserRef & { username: string }) | null;
}

/** What a guest token's dashboards open: their ids, their charts and the datasets behind them. */
export interface GuestScope {
  dashboardIds: number[];
  /** chart id -> its dataset id */
  charts: Map<number, number>;
  datasetIds: number[];
  /** dataset id -> the columns native filters of the dashboards read on it */
  filterColumns: Map<number, Set<string>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function domains(text: string | null): string[] {
  try {
    const v = text ? parseJson(text) : [];
    return Array.isArray(v) ? v.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

/** Embedded dashboard configurations and the scope guest tokens read through them. */
export class EmbeddedRepo {
  constructor(private readonly store: MetaStore) {}

  #select() {
    return this.store.db
      .selectFrom('embedded_dashboards as e')
      .leftJoin('users as u', 'u.id', 'e.changed_by_fk')
      .select([
        'e.uuid',
        'e.dashboard_id',
        'e.allow_domain_list',
        'e.changed_on',
        'u.id as u_id',
        'u.username as u_username',
        'u.first_name as u_first_name',
        'u.last_name as u_last_name',
      ]);
  }

  #record(r: {
    uuid: string;
    dashboard_id: number;
    allow_domain_list: string | null;
    changed_on: string;
    u_id: number | null;
    u_username: string | null;
    u_first_name: string | null;
    u_last_name: string | null;
  }): EmbeddedRecord {
    return {
      uuid: r.uuid,
      dashboardId: Number(r.dashboard_id),
      allowedDomains: domains(r.allow_domain_list),
      changedOn: r.changed_on,
      changedBy:
        r.u_id === null
          ? null
          : {
              id: Number(r.u_id),
              username: String(r.u_username),
              firstName: String(r.u_first_name),
              lastName: String(r.u_last_name),
            },
    };
  }

  /** The embedding of a dashboard, or null. */
  async findByDashboard(dashboardId: number): Promise<EmbeddedRecord | null> {
    const r = await this.#select().where('e.dashboard_id', '=', dashboardId).executeTakeFirst();
    return r ? this.#record(r) : null;
  }

  /** The embedding with this uuid, or null (anything but a uuid finds nothing). */
  async findByUuid(uuid: string): Promise<EmbeddedRecord | null> {
    if (!UUID.test(uuid)) return null;
    const r = await this.#select().where('e.uuid', '=', uuid.toLowerCase()).executeTakeFirst();
    return r ? this.#record(r) : null;
  }

  /** Creates or updates a dashboard's embedding; an existing one keeps its uuid (Superset's upsert). */
  async upsert(dashboardId: number, allowedDomains: string[], userId: number): Promise<void> {
    const now = nowIso();
    const list = JSON.stringify(allowedDomains);
    const existing = await this.findByDashboard(dashboardId);
    if (existing) {
      await this.store.db
        .updateTable('embedded_dashboards')
        .set({ allow_domain_list: list, changed_on: now, changed_by_fk: userId })
        .where('dashboard_id', '=', dashboardId)
        .execute();
      return;
    }
    await this.store.db
      .insertInto('embedded_dashboards')
      .values({
        uuid: randomUUID(),
        dashboard_id: dashboardId,
        allow_domain_list: list,
        created_on: now,
        changed_on: now,
        created_by_fk: userId,
        changed_by_fk: userId,
      })
      .execute();
  }

  /** Removes a dashboard's embedding (nothing when there is none). */
  async delete(dashboardId: number): Promise<void> {
    await this.store.db
      .deleteFrom('embedded_dashboards')
      .where('dashboard_id', '=', dashboardId)
      .execute();
  }

  /** The dashboards, charts and datasets that embedded uuids open (unknown uuids open nothing). */
  async guestScope(uuids: string[]): Promise<GuestScope> {
    const valid = [...new Set(uuids.filter((u) => UUID.test(u)).map((u) => u.toLowerCase()))];
    const scope: GuestScope = {
      dashboardIds: [],
      charts: new Map(),
      datasetIds: [],
      filterColumns: new Map(),
    };
    if (valid.length === 0) return scope;
    const dashboards = await this.store.db
      .selectFrom('embedded_dashboards as e')
      .innerJoin('dashboards as d', 'd.id', 'e.dashboard_id')
      .select(['d.id', 'd.json_metadata'])
      .where('e.uuid', 'in', valid)
      .execute();
    scope.dashboardIds = dashboards.map((d) => Number(d.id)).sort((a, b) => a - b);
    if (scope.dashboardIds.length === 0) return scope;
    const charts = await this.store.db
      .selectFrom('dashboard_slices as ds')
      .innerJoin('slices as s', 's.id', 'ds.slice_id')
      .select(['s.id', 's.datasource_id'])
      .where('ds.dashboard_id', 'in', scope.dashboardIds)
      .execute();
    for (const c of charts) scope.charts.set(Number(c.id), Number(c.datasource_id));
    for (const d of dashboards) addFilterColumns(scope.filterColumns, d.json_metadata);
    scope.datasetIds = [...new Set([...scope.charts.values(), ...scope.filterColumns.keys()])];
    return scope;
  }
}

/** The (dataset, column) targets of a dashboard's native filters, from its json_metadata. */
function addFilterColumns(into: Map<number, Set<string>>, jsonMetadata: string | null): void {
  let meta: unknown;
  try {
    meta = jsonMetadata ? parseJson(jsonMetadata) : null;
  } catch {
    return;
  }
  const config = (meta as { native_filter_configuration?: unknown } | null)
    ?.native_filter_configuration;
  if (!Array.isArray(config)) return;
  for (const f of config as { targets?: unknown }[]) {
    if (!Array.isArray(f?.targets)) continue;
    for (const t of f.targets as { datasetId?: unknown; column?: { name?: unknown } }[]) {
      if (typeof t?.datasetId !== 'number' || typeof t.column?.name !== 'string') continue;
      const set = into.get(t.datasetId) ?? new Set<string>();
      set.add(t.column.name);
      into.set(t.datasetId, set);
    }
  }
}
