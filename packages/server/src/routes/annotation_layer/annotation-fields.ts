import { jsonTextError } from '@sightline/core';
import { z } from 'zod';
import { parseAnnotationDttm } from '../../commands/annotation_layer/annotation-dttm.ts';
import type { AnnotationLayerWrite, AnnotationWrite } from '../../commands/records.ts';

// PostgreSQL text cannot hold NUL, so it is refused as input rather than failing in the store.
const text = () => z.string().refine((s) => !s.includes('\u0000'), 'Not a valid string.');
const length = (max: number) =>
  text()
    .min(1, `Length must be between 1 and ${max}.`)
    .max(max, `Length must be between 1 and ${max}.`);

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
export const layerPostSchema = z.object({ name: length(250), descr: text().nullable().optional() });
/** PUT /annotation_layer/<pk> (AnnotationLayerPutSchema). */
export const layerPutSchema = z.object({
  name: length(250).optional(),
  descr: text().nullable().optional(),
});

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

/** A bulk delete's `q`: a list of ids. */
export const idsSchema = z.array(z.number().int());

export const toLayerWrite = (b: z.infer<typeof layerPutSchema>): Partial<AnnotationLayerWrite> => ({
  name: b.name,
  descr: b.descr,
});

export const toAnnotationWrite = (
  b: z.infer<typeof annotationPutSchema>,
): Partial<AnnotationWrite> => ({
  shortDescr: b.short_descr,
  longDescr: b.long_descr,
  startDttm: b.start_dttm,
  endDttm: b.end_dttm,
  jsonMetadata: b.json_metadata,
});
