import { z } from 'zod';
import {
  idValue,
  itemResponse,
  jsonObject,
  listResponse,
  relatedOption,
  relatedResponse,
  savedResponse,
  userRef,
} from './common.ts';

/** A tag as nested in charts and dashboards (`tags`: always empty today). */
export const tagRef = z.object({ id: z.number(), name: z.string(), type: z.string() });

/** An owner as the fixed item schemas (ChartGet, DashboardGet) nest it. */
export const ownerRef = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });
export type OwnerRef = z.infer<typeof ownerRef>;

/** A row of `GET /api/v1/chart/` (docs/api.md §2.2 list_columns); nested fields follow `columns=`. */
export const chartListItem = z.object({
  is_managed_externally: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  cache_timeout: z.number().nullable(),
  changed_by: userRef.nullable(),
  changed_by_name: z.string(),
  changed_on_delta_humanized: z.string(),
  /** Epoch milliseconds of changed_on (null when the stored text does not parse). */
  changed_on_dttm: z.number().nullable(),
  changed_on_utc: z.string(),
  created_by: userRef.nullable(),
  created_by_name: z.string(),
  created_on_delta_humanized: z.string(),
  datasource_id: z.number().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_type: z.string(),
  datasource_url: z.string().nullable(),
  description: z.string().nullable(),
  description_markeddown: z.string(),
  edit_url: z.string(),
  form_data: jsonObject,
  id: z.number(),
  last_saved_at: z.string().nullable(),
  last_saved_by: userRef.nullable(),
  owners: z.array(userRef),
  dashboards: z.array(z.object({ id: z.number(), dashboard_title: z.string() }).partial()),
  params: z.string().nullable(),
  slice_name: z.string(),
  slice_url: z.string(),
  table: z
    .object({ default_endpoint: z.string().nullable(), table_name: z.string() })
    .partial()
    .nullable(),
  thumbnail_url: z.string().nullable(),
  url: z.string(),
  viz_type: z.string().nullable(),
  tags: z.array(tagRef.partial()),
  uuid: z.string(),
});
export type ChartListItem = z.infer<typeof chartListItem>;
export const chartListResponse = listResponse(chartListItem);
export type ChartListResponse = z.infer<typeof chartListResponse>;

/** `GET /api/v1/chart/<id_or_uuid>`: Superset's fixed ChartGet schema (docs/api.md §2.2). */
export const chartDetail = z.object({
  id: z.number(),
  url: z.string(),
  /** Superset sends the cache timeout of one chart as text. */
  cache_timeout: z.string().nullable(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  changed_on_delta_humanized: z.string(),
  description: z.string().nullable(),
  params: z.string().nullable(),
  slice_name: z.string(),
  thumbnail_url: z.string().nullable(),
  viz_type: z.string().nullable(),
  query_context: z.string().nullable(),
  is_managed_externally: z.boolean(),
  tags: z.array(tagRef),
  owners: z.array(ownerRef),
  dashboards: z.array(
    z.object({
      id: z.number(),
      dashboard_title: z.string(),
      json_metadata: z.string().nullable(),
    }),
  ),
  uuid: z.string(),
  datasource_id: z.number().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_type: z.string(),
  datasource_url: z.string().nullable(),
  datasource_uuid: z.string().nullable(),
});
export type ChartDetail = z.infer<typeof chartDetail>;
export const chartItemResponse = itemResponse(chartDetail);
export type ChartItemResponse = z.infer<typeof chartItemResponse>;

/** `POST`/`PUT /api/v1/chart/`: the id and the accepted body (the fields as sent). */
export const chartSavedResponse = savedResponse(jsonObject).extend({ id: z.number() });
export type ChartSavedResponse = z.infer<typeof chartSavedResponse>;

/** `GET /api/v1/chart|dashboard/favorite_status/`: one entry per asked id. */
export const favoriteStatusResponse = z.object({
  result: z.array(z.object({ id: idValue, value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof favoriteStatusResponse>;

/** `POST`/`DELETE <resource>/<pk>/favorites/`. */
export const resultOkResponse = z.object({ result: z.literal('OK') });
export type ResultOkResponse = z.infer<typeof resultOkResponse>;

/** `GET /api/v1/chart|dashboard/related/<col>` of users (owners, created_by…) and roles: numeric ids. */
export const relatedIdsResponse = relatedResponse.extend({
  result: z.array(relatedOption.extend({ value: z.number() })),
});
export type RelatedIdsResponse = z.infer<typeof relatedIdsResponse>;
export type RelatedIdOption = RelatedIdsResponse['result'][number];
