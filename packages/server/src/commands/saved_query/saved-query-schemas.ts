import { z } from 'zod';
import { exceedsNestingDepth, JSON_TOO_DEEP_MESSAGE, MAX_NESTING_DEPTH } from '@sightline/core';
import type { SavedQueryWrite } from '../../meta/repos/saved-queries-repo.ts';

const text = z.string().nullable().optional();
// Stored as given (Superset does not validate these), but never nested past the limit.
const shallowText = z
  .string()
  .refine((s) => !exceedsNestingDepth(s, MAX_NESTING_DEPTH, 'json'), JSON_TOO_DEEP_MESSAGE);
const jsonText = z
  .union([shallowText, z.record(z.string(), z.unknown())])
  .nullable()
  .optional()
  .transform((v) => (v && typeof v === 'object' ? JSON.stringify(v) : v));

/** Saved query fields (docs/api.md §2.14); schema errors are 422 on this FAB-default resource. */
export const savedQueryUpdateSchema = z.object({
  db_id: z.number().int().optional(),
  label: z.string().max(256).optional(),
  description: text,
  catalog: text,
  schema: z.string().max(128).nullable().optional(),
  sql: text,
  template_parameters: jsonText,
  extra_json: jsonText,
});
export const savedQueryCreateSchema = savedQueryUpdateSchema.extend({
  db_id: z.number().int(),
  label: z.string().max(256),
});

export type SavedQueryInput = z.infer<typeof savedQueryUpdateSchema>;

/** The repository's fields of a request body. */
export function toSavedQueryWrite(body: SavedQueryInput): Partial<SavedQueryWrite> {
  return {
    dbId: body.db_id,
    label: body.label,
    description: body.description,
    catalog: body.catalog,
    schema: body.schema,
    sql: body.sql,
    templateParameters: body.template_parameters,
    extraJson: body.extra_json,
  };
}
