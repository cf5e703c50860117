import { z } from 'zod';
import { itemResponse, listResponse, savedResponse, userRef } from './common.ts';

/** A row of `GET /api/v1/annotation_layer/` (Superset AnnotationLayerRestApi list_columns). */
export const annotationLayerListItem = z.object({
  id: z.number(),
  name: z.string(),
  descr: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  created_on: z.string(),
  created_by: userRef.nullable(),
  changed_by: userRef.nullable(),
});
export type AnnotationLayerListItem = z.infer<typeof annotationLayerListItem>;
export const annotationLayerListResponse = listResponse(annotationLayerListItem);
export type AnnotationLayerListResponse = z.infer<typeof annotationLayerListResponse>;

/** `GET /api/v1/annotation_layer/<pk>` result (show_columns). */
export const annotationLayerItem = z.object({
  id: z.number(),
  name: z.string(),
  descr: z.string().nullable(),
});
export type AnnotationLayerItem = z.infer<typeof annotationLayerItem>;
export const annotationLayerItemResponse = itemResponse(annotationLayerItem);
export type AnnotationLayerItemResponse = z.infer<typeof annotationLayerItemResponse>;

/** `POST`/`PUT /api/v1/annotation_layer/<pk>`: the id and the body as sent. */
export const annotationLayerSavedResponse = savedResponse(
  z.object({ name: z.string().optional(), descr: z.string().nullable().optional() }),
);
export type AnnotationLayerSavedResponse = z.infer<typeof annotationLayerSavedResponse>;

/** A row of `GET /api/v1/annotation_layer/<pk>/annotation/` (AnnotationRestApi list_columns). */
export const annotationListItem = z.object({
  id: z.number(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string(),
  changed_on_delta_humanized: z.string(),
  created_by: userRef.nullable(),
  changed_by: userRef.nullable(),
});
export type AnnotationListItem = z.infer<typeof annotationListItem>;
export const annotationListResponse = listResponse(annotationListItem);
export type AnnotationListResponse = z.infer<typeof annotationListResponse>;

/** `GET /api/v1/annotation_layer/<pk>/annotation/<id>` result (show_columns). */
export const annotationItem = z.object({
  id: z.number(),
  short_descr: z.string(),
  long_descr: z.string().nullable(),
  start_dttm: z.string(),
  end_dttm: z.string(),
  json_metadata: z.string().nullable(),
  layer: z.object({ id: z.number(), name: z.string() }),
});
export type AnnotationItem = z.infer<typeof annotationItem>;
export const annotationItemResponse = itemResponse(annotationItem);
export type AnnotationItemResponse = z.infer<typeof annotationItemResponse>;

/** `POST`/`PUT .../annotation/<id>`: the id and the body as stored (datetimes normalised). */
export const annotationSavedResponse = savedResponse(
  z.object({
    short_descr: z.string().optional(),
    long_descr: z.string().nullable().optional(),
    start_dttm: z.string().optional(),
    end_dttm: z.string().optional(),
    json_metadata: z.string().nullable().optional(),
  }),
);
export type AnnotationSavedResponse = z.infer<typeof annotationSavedResponse>;
