import { randomUUID } from 'node:crypto';
import type { MetaStore } from '../connect.ts';
import { nowIso, toBool } from '../schema.ts';

/** What the chart API needs of a dashboard: identity, title, metadata and owners. */
export interface DashboardRef {
  id: number;
  uuid: string;
  dashboardTitle: string;
  slug: string | null;
  jsonMetadata: string | null;
  published: boolean;
  ownerIds: number[];
}

/** Fields of a new dashboard; everything but the title is optional. */
export interface NewDashboard {
  dashboardTitle: string;
  slug?: string | null;
  positionJson?: string | null;
  jsonMetadata?: string | null;
  published?: boolean;
}

const MAX_INT = 2_147_483_647;
const validIds = (ids: number[]) => [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_INT);

/** Dashboards, as far as charts link to them (docs/api.md §5.1); the dashboard API extends this. */
export class DashboardsRepo {
  constructor(private readonly store: MetaStore) {}

  async #owners(ids: number[]): Promise<Map<number, number[]>> {
    const map = new Map<number, number[]>();
    if (ids.length === 0) return map;
    const rows = await this.store.db.selectFrom('dashboard_owners').select(['dashboard_id', 'user_id']).where('dashboard_id', 'in', ids).orderBy('user_id').execute();
    for (const r of rows) map.set(Number(r.dashboard_id), [...(map.get(Number(r.dashboard_id)) ?? []), Number(r.user_id)]);
    return map;
  }

  async #refs(where: { ids?: number[]; slug?: string }): Promise<DashboardRef[]> {
    let qb = this.store.db.selectFrom('dashboards').select(['id', 'uuid', 'dashboard_title', 'slug', 'json_metadata', 'published']);
    if (where.ids) qb = qb.where('id', 'in', where.ids);
    if (where.slug !== undefined) qb = qb.where('slug', '=', where.slug);
    const rows = await qb.orderBy('id').execute();
    const owners = await this.#owners(rows.map((r) => Number(r.id)));
    return rows.map((r) => ({
      id: Number(r.id), uuid: r.uuid, dashboardTitle: r.dashboard_title, slug: r.slug, jsonMetadata: r.json_metadata,
      published: toBool(r.published), ownerIds: owners.get(Number(r.id)) ?? [],
    }));
  }

  async findById(id: number): Promise<DashboardRef | null> {
    const ids = validIds([id]);
    return ids.length ? ((await this.#refs({ ids }))[0] ?? null) : null;
  }

  async findBySlug(slug: string): Promise<DashboardRef | null> {
    return (await this.#refs({ slug }))[0] ?? null;
  }

  /** A dashboard by numeric id or slug, as the `<id_or_slug>` routes accept. */
  async findByIdOrSlug(idOrSlug: string): Promise<DashboardRef | null> {
    return /^\d{1,10}$/.test(idOrSlug) ? this.findById(Number(idOrSlug)) : this.findBySlug(idOrSlug);
  }

  /** The dashboards among `ids` that exist, in id order. */
  async findByIds(ids: number[]): Promise<DashboardRef[]> {
    const valid = validIds(ids);
    return valid.length ? this.#refs({ ids: valid }) : [];
  }

  /** The dashboards each chart is on (for the chart's `dashboards` field). */
  async forCharts(chartIds: number[]): Promise<Map<number, DashboardRef[]>> {
    const map = new Map<number, DashboardRef[]>();
    if (chartIds.length === 0) return map;
    const links = await this.store.db.selectFrom('dashboard_slices').select(['dashboard_id', 'slice_id']).where('slice_id', 'in', chartIds).execute();
    const byId = new Map((await this.findByIds(links.map((l) => Number(l.dashboard_id)))).map((d) => [d.id, d]));
    for (const l of links) {
      const d = byId.get(Number(l.dashboard_id));
      if (d) map.set(Number(l.slice_id), [...(map.get(Number(l.slice_id)) ?? []), d]);
    }
    for (const list of map.values()) list.sort((a, b) => a.id - b.id);
    return map;
  }

  /** Creates a dashboard (e.g. "save chart to a new dashboard") and returns its id. */
  async create(values: NewDashboard, ownerIds: number[], userId: number | null): Promise<number> {
    const now = nowIso();
    const r = await this.store.db
      .insertInto('dashboards')
      .values({
        uuid: randomUUID(), dashboard_title: values.dashboardTitle, slug: values.slug ?? null, position_json: values.positionJson ?? null,
        json_metadata: values.jsonMetadata ?? null, css: null, description: null, theme_id: null, certified_by: null, certification_details: null,
        published: values.published ?? false, is_managed_externally: false, external_url: null,
        created_on: now, changed_on: now, created_by_fk: userId, changed_by_fk: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(r.id);
    const owners = [...new Set(ownerIds)];
    if (owners.length) await this.store.db.insertInto('dashboard_owners').values(owners.map((user_id) => ({ dashboard_id: id, user_id }))).execute();
    return id;
  }

  /** Puts a chart on a dashboard (no-op when it is already there). */
  async addChart(dashboardId: number, chartId: number): Promise<void> {
    await this.store.db
      .insertInto('dashboard_slices')
      .values({ dashboard_id: dashboardId, slice_id: chartId })
      .onConflict((oc) => oc.columns(['dashboard_id', 'slice_id']).doNothing())
      .execute();
  }
}
