import {
  annotationLayerPostSchema as layerPostSchema,
  annotationLayerPutSchema as layerPutSchema,
  annotationPostSchema,
  annotationPutSchema,
} from '@sightline/core';
import { z } from 'zod';
import type { AnnotationLayerWrite, AnnotationWrite } from '../../commands/records.ts';

// The request schemas live in core (api/requests/annotation.ts); the routes import them from here.
export { annotationPostSchema, annotationPutSchema, layerPostSchema, layerPutSchema };

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
