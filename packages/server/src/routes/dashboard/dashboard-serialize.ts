import type {
  DashboardChart,
  DashboardDetail,
  DashboardListItem,
  DashboardListResponse,
} from '@sightline/core';
import { chartFormData } from '../../commands/chart/chart-form-data.ts';
import type { ChartRecord, DashboardRecord, UserRef } from '../../commands/records.ts';
import { safeMarkdown } from '../chart/chart-serialize.ts';
import { humanizeSince } from '../common/http.ts';
import { dashboardThumbnailUrl } from '../../commands/screenshots/digest.ts';

const fullName = (u: UserRef | null) => (u ? `${u.firstName} ${u.lastName}`.trim() : '');
const personOf = (u: UserRef) => ({ first_name: u.firstName, id: u.id, last_name: u.lastName });
const person = (u: UserRef | null) => (u ? personOf(u) : null);

/** `/superset/dashboard/<slug or id>/`. */
export const dashboardUrl = (d: Pick<DashboardRecord, 'id' | 'slug'>): string =>
  `/superset/dashboard/${d.slug ?? d.id}/`;

/** The dashboard list_columns of docs/api.md §2.7, selectable with `columns`. */
export const DASHBOARD_LIST_COLUMNS = [
  'id',
  'uuid',
  'published',
  'status',
  'slug',
  'url',
  'thumbnail_url',
  'certified_by',
  'certification_details',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_utc',
  'changed_on_delta_humanized',
  'created_on_delta_humanized',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'dashboard_title',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'roles.id',
  'roles.name',
  'is_managed_externally',
  'tags.id',
  'tags.name',
  'tags.type',
];

const prettify = (col: string) =>
  col
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The optional list metadata keys of a FAB list answer. */
type DashboardListMetadata = Pick<
  DashboardListResponse,
  'list_columns' | 'order_columns' | 'label_columns' | 'description_columns' | 'list_title'
>;

/** FAB's optional list metadata, for the names asked for in `keys` (docs/api.md §1.5). */
export function dashboardListMetadata(
  keys: string[] | undefined,
  orderColumns: string[],
): DashboardListMetadata {
  const out: DashboardListMetadata = {};
  if (!keys?.length || keys.includes('none')) return out;
  if (keys.includes('list_columns')) out.list_columns = DASHBOARD_LIST_COLUMNS;
  if (keys.includes('order_columns')) out.order_columns = orderColumns;
  if (keys.includes('label_columns'))
    out.label_columns = Object.fromEntries(DASHBOARD_LIST_COLUMNS.map((c) => [c, prettify(c)]));
  if (keys.includes('description_columns')) out.description_columns = {};
  if (keys.includes('list_title')) out.list_title = 'List Dashboard';
  return out;
}

/** A row of GET /api/v1/dashboard/. */
export function dashboardListItem(d: DashboardRecord): DashboardListItem {
  return {
    id: d.id,
    uuid: d.uuid,
    published: d.published,
    status: d.published ? ('published' as const) : ('draft' as const),
    slug: d.slug,
    url: dashboardUrl(d),
    thumbnail_url: dashboardThumbnailUrl(d),
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    changed_by: person(d.changedBy),
    changed_by_name: fullName(d.changedBy),
    changed_on_utc: d.changedOn,
    changed_on_delta_humanized: humanizeSince(d.changedOn),
    created_on_delta_humanized: humanizeSince(d.createdOn),
    created_by: person(d.createdBy),
    dashboard_title: d.dashboardTitle,
    owners: d.owners.map(personOf),
    roles: d.roles.map((r) => ({ id: r.id, name: r.name })),
    is_managed_externally: d.isManagedExternally,
    tags: [],
  };
}

/** GET /api/v1/dashboard/<id_or_slug>: the fixed DashboardGet schema of docs/api.md §2.7. */
export function dashboardItem(d: DashboardRecord): DashboardDetail {
  return {
    id: d.id,
    slug: d.slug,
    url: dashboardUrl(d),
    dashboard_title: d.dashboardTitle,
    thumbnail_url: dashboardThumbnailUrl(d),
    published: d.published,
    css: d.css,
    theme: null,
    json_metadata: d.jsonMetadata,
    position_json: d.positionJson,
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    changed_by_name: fullName(d.changedBy),
    changed_by: person(d.changedBy),
    changed_on: d.changedOn,
    created_by: person(d.createdBy),
    charts: d.charts.map((c) => c.sliceName),
    owners: d.owners.map((o) => ({ id: o.id, first_name: o.firstName, last_name: o.lastName })),
    roles: d.roles.map((r) => ({ id: r.id, name: r.name })),
    tags: [],
    changed_on_delta_humanized: humanizeSince(d.changedOn),
    created_on_delta_humanized: humanizeSince(d.createdOn),
    is_managed_externally: d.isManagedExternally,
    uuid: d.uuid,
  };
}

/** A ChartEntity of GET /api/v1/dashboard/<id_or_slug>/charts. */
export function dashboardChartItem(c: ChartRecord): DashboardChart {
  return {
    id: c.id,
    slice_name: c.sliceName,
    cache_timeout: c.cacheTimeout,
    changed_on: c.changedOn,
    description: c.description,
    description_markeddown: safeMarkdown(c.description),
    form_data: chartFormData(c),
    slice_url: `/explore/?slice_id=${c.id}&form_data=${encodeURIComponent(JSON.stringify({ slice_id: c.id }))}`,
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
  };
}
