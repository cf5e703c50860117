import type {
  ChartDetail,
  ChartListItem,
  ChartListResponse,
  ExploreChartMetadata,
  ExploreSlice,
} from '@sightline/core';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { chartFormData } from '../../commands/chart/chart-form-data.ts';
import type { ChartRecord, UserRef } from '../../commands/records.ts';
import { humanizeSince } from '../common/http.ts';
import { chartThumbnailUrl } from '../../commands/screenshots/digest.ts';

const fullName = (u: UserRef | null) => (u ? `${u.firstName} ${u.lastName}`.trim() : '');
const personOf = (u: UserRef) => ({ first_name: u.firstName, id: u.id, last_name: u.lastName });
const person = (u: UserRef | null) => (u ? personOf(u) : null);

/**
 * Superset's safe-markdown allow-list (its `markdown` helper cleans with these): the rendered HTML keeps
 * only these tags and attributes; a disallowed tag is dropped and its text kept (script and style
 * lose their text too), links and images keep http(s)/mailto or relative URLs only.
 */
const SAFE_MARKDOWN: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'b',
    'i',
    'strong',
    'em',
    'tt',
    'p',
    'br',
    'span',
    'div',
    'blockquote',
    'code',
    'hr',
    'ul',
    'ol',
    'li',
    'dd',
    'dt',
    'img',
    'a',
  ],
  allowedAttributes: { img: ['src', 'alt', 'title'], a: ['href', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};
const markdown = new Marked({ gfm: true });

/** Markdown text as sanitised HTML (`description_markeddown`): marked renders, sanitize-html keeps the allow-list. */
export function safeMarkdown(text: string | null): string {
  if (!text) return '';
  return sanitizeHtml(markdown.parse(text, { async: false }), SAFE_MARKDOWN).trim();
}

const url = (c: ChartRecord) => `/explore/?slice_id=${c.id}`;
const sliceUrl = (c: ChartRecord) =>
  `/explore/?slice_id=${c.id}&form_data=${encodeURIComponent(JSON.stringify({ slice_id: c.id }))}`;
const datasourceUrl = (c: ChartRecord) =>
  c.dataset
    ? c.dataset.defaultEndpoint || `/explore/?datasource_type=table&datasource_id=${c.dataset.id}`
    : null;
const datasourceNameText = (c: ChartRecord) =>
  c.dataset
    ? c.dataset.schema
      ? `${c.dataset.schema}.${c.dataset.tableName}`
      : c.dataset.tableName
    : null;

/** The chart list_columns of docs/api.md §2.2, selectable with `columns`. */
export const CHART_LIST_COLUMNS = [
  'is_managed_externally',
  'certified_by',
  'certification_details',
  'cache_timeout',
  'changed_by.first_name',
  'changed_by.last_name',
  'changed_by.id',
  'changed_by_name',
  'changed_on_delta_humanized',
  'changed_on_dttm',
  'changed_on_utc',
  'created_by.first_name',
  'created_by.id',
  'created_by.last_name',
  'created_by_name',
  'created_on_delta_humanized',
  'datasource_id',
  'datasource_name_text',
  'datasource_type',
  'datasource_url',
  'description',
  'description_markeddown',
  'edit_url',
  'form_data',
  'id',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'dashboards.id',
  'dashboards.dashboard_title',
  'params',
  'slice_name',
  'slice_url',
  'table.default_endpoint',
  'table.table_name',
  'thumbnail_url',
  'url',
  'viz_type',
  'tags.id',
  'tags.name',
  'tags.type',
  'uuid',
];

const prettify = (col: string) =>
  col
    .split(/[._]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The optional list metadata keys of a FAB list answer. */
export type ListMetadata = Pick<
  ChartListResponse,
  'list_columns' | 'order_columns' | 'label_columns' | 'description_columns' | 'list_title'
>;

/** FAB's optional list metadata, for the names asked for in `keys` (docs/api.md §1.5). */
export function listMetadata(keys: string[] | undefined, orderColumns: string[]): ListMetadata {
  const out: ListMetadata = {};
  if (!keys?.length || keys.includes('none')) return out;
  if (keys.includes('list_columns')) out.list_columns = CHART_LIST_COLUMNS;
  if (keys.includes('order_columns')) out.order_columns = orderColumns;
  if (keys.includes('label_columns'))
    out.label_columns = Object.fromEntries(CHART_LIST_COLUMNS.map((c) => [c, prettify(c)]));
  if (keys.includes('description_columns')) out.description_columns = {};
  if (keys.includes('list_title')) out.list_title = 'List Slice';
  return out;
}

/** A row of GET /api/v1/chart/ (list_columns of docs/api.md §2.2). */
export function chartListItem(c: ChartRecord): ChartListItem {
  return {
    is_managed_externally: c.isManagedExternally,
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
    cache_timeout: c.cacheTimeout,
    changed_by: person(c.changedBy),
    changed_by_name: fullName(c.changedBy),
    changed_on_delta_humanized: humanizeSince(c.changedOn),
    changed_on_dttm: Date.parse(c.changedOn),
    changed_on_utc: c.changedOn,
    created_by: person(c.createdBy),
    created_by_name: fullName(c.createdBy),
    created_on_delta_humanized: humanizeSince(c.createdOn),
    datasource_id: c.datasourceId,
    datasource_name_text: datasourceNameText(c),
    datasource_type: c.datasourceType,
    datasource_url: datasourceUrl(c),
    description: c.description,
    description_markeddown: safeMarkdown(c.description),
    edit_url: `/chart/edit/${c.id}`,
    form_data: chartFormData(c),
    id: c.id,
    last_saved_at: c.lastSavedAt,
    last_saved_by: person(c.lastSavedBy),
    owners: c.owners.map(personOf),
    dashboards: c.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboardTitle })),
    params: c.params,
    slice_name: c.sliceName,
    slice_url: sliceUrl(c),
    table: c.dataset
      ? { default_endpoint: c.dataset.defaultEndpoint, table_name: c.dataset.tableName }
      : null,
    thumbnail_url: chartThumbnailUrl(c),
    url: url(c),
    viz_type: c.vizType,
    tags: [],
    uuid: c.uuid,
  };
}

/** GET /api/v1/chart/<id_or_uuid>: the fixed ChartGet schema of docs/api.md §2.2. */
export function chartItem(c: ChartRecord): ChartDetail {
  return {
    id: c.id,
    url: url(c),
    cache_timeout: c.cacheTimeout === null ? null : String(c.cacheTimeout),
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
    changed_on_delta_humanized: humanizeSince(c.changedOn),
    description: c.description,
    params: c.params,
    slice_name: c.sliceName,
    thumbnail_url: chartThumbnailUrl(c),
    viz_type: c.vizType,
    query_context: c.queryContext,
    is_managed_externally: c.isManagedExternally,
    tags: [],
    owners: c.owners.map((o) => ({ id: o.id, first_name: o.firstName, last_name: o.lastName })),
    dashboards: c.dashboards.map((d) => ({
      id: d.id,
      dashboard_title: d.dashboardTitle,
      json_metadata: d.jsonMetadata,
    })),
    uuid: c.uuid,
    datasource_id: c.datasourceId,
    datasource_name_text: datasourceNameText(c),
    datasource_type: c.datasourceType,
    datasource_url: datasourceUrl(c),
    datasource_uuid: c.dataset?.uuid ?? null,
  };
}

/** Explore's `slice` object (Superset's Slice.data). */
export function sliceData(c: ChartRecord): ExploreSlice {
  return {
    cache_timeout: c.cacheTimeout,
    changed_on: c.changedOn,
    changed_on_humanized: humanizeSince(c.changedOn),
    datasource: c.datasourceName,
    description: c.description,
    description_markeddown: safeMarkdown(c.description),
    edit_url: `/chart/edit/${c.id}`,
    form_data: chartFormData(c),
    query_context: c.queryContext,
    modified: `<span class="no-wrap">${humanizeSince(c.changedOn)}</span>`,
    owners: c.owners.map((o) => o.id),
    slice_id: c.id,
    slice_name: c.sliceName,
    slice_url: sliceUrl(c),
    certified_by: c.certifiedBy,
    certification_details: c.certificationDetails,
    is_managed_externally: c.isManagedExternally,
  };
}

/** Explore's `metadata` of a chart. */
export function chartMetadata(c: ChartRecord): ExploreChartMetadata {
  return {
    created_on_humanized: humanizeSince(c.createdOn),
    changed_on_humanized: humanizeSince(c.changedOn),
    owners: c.owners.map(fullName),
    dashboards: c.dashboards.map((d) => ({ id: d.id, dashboard_title: d.dashboardTitle })),
    ...(c.createdBy ? { created_by: fullName(c.createdBy) } : {}),
    ...(c.changedBy ? { changed_by: fullName(c.changedBy) } : {}),
  };
}
