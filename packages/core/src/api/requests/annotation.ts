import { z } from 'zod';
import { jsonTextError } from '../../json-text.ts';
import { parseAnnotationDttm } from './annotation-dttm.ts';

// PostgreSQL text cannot hold NUL, so it is refused as input rather than failing in the store.
const text = () => z.string().refine((s) => !s.includes('\u0000'), 'Not a valid string.');
const length = (max: number) =>
  text()
    .min(1, `Length must be between 1 and ${max}.`)
    .max(max, `Length must be between 1 and ${max}.`);

/** A date-time as marshmallow's DateTime reads it, kept as naive UTC text. */
const dttm = z.string().transform((s, ctx) => {
  const parsed = parseAnnotationDttm(s);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'Not a valid datetime.' });
    return z.NEVER;
  }
  return parsed;
});

/** Superset's validate_json: an empty text passes, anything else must parse, within the nesting limit. */
const jsonText = text().superRefine((s, ctx) => {
  const message = jsonTextError(s);
  if (message) ctx.addIssue({ code: 'custom', message });
});

/** POST /annotation_layer/ (Superset AnnotationLayerPostSchema). */
export const annotationLayerPostSchema = z.object({
  name: length(250),
  descr: text().nullable().optional(),
});
/** PUT /annotation_layer/<pk> (AnnotationLayerPutSchema). */
export const annotationLayerPutSchema = z.object({
  name: length(250).optional(),
  descr: text().nullable().optional(),
});
export type AnnotationLayerPost = z.input<typeof annotationLayerPostSchema>;
export type AnnotationLayerPut = z.input<typeof annotationLayerPutSchema>;

/** POST /annotation_layer/<pk>/annotation/ (AnnotationPostSchema). */
export const annotationPostSchema = z.object({
  short_descr: length(500),
  long_descr: text().nullable().optional(),
  start_dttm: dttm,
  end_dttm: dttm,
  json_metadata: jsonText.nullable().optional(),
});
/** PUT /annotation_layer/<pk>/annotation/<id> (AnnotationPutSchema). */
export const annotationPutSchema = z.object({
  short_descr: length(500).optional(),
  long_descr: text().nullable().optional(),
  start_dttm: dttm.optional(),
  end_dttm: dttm.optional(),
  json_metadata: jsonText.nullable().optional(),
});
export type AnnotationPost = z.input<typeof annotationPostSchema>;
export type AnnotationPut = z.input<typeof annotationPutSchema>;
