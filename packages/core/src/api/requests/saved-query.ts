import { z } from 'zod';
import { JSON_TOO_DEEP_MESSAGE } from '../../json-text.ts';
import { exceedsNestingDepth, MAX_NESTING_DEPTH } from '../../rison.ts';

/** Request bodies of the saved query API (docs/api.md §2.14). */

const text = z.string().nullable().optional();
// Stored as given (Superset does not validate these), but never nested past the limit.
const shallowText = z
  .string()
  .refine((s) => !exceedsNestingDepth(s, MAX_NESTING_DEPTH, 'json'), JSON_TOO_DEEP_MESSAGE);
/** JSON text, or an object the server stores as its JSON text. */
const jsonText = z
  .union([shallowText, z.record(z.string(), z.unknown())])
  .nullable()
  .optional()
  .transform((v) => (v && typeof v === 'object' ? JSON.stringify(v) : v));

/** Body of `PUT /api/v1/saved_query/<pk>`; schema errors are 422 on this FAB-default resource. */
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
/** Body of `POST /api/v1/saved_query/`: a database and a label are required. */
export const savedQueryCreateSchema = savedQueryUpdateSchema.extend({
  db_id: z.number().int(),
  label: z.string().max(256),
});

/** The fields of a saved query body as parsed (JSON objects turned into their text). */
export type SavedQueryFields = z.infer<typeof savedQueryUpdateSchema>;
/** What a client may send to `POST /api/v1/saved_query/`. */
export type SavedQueryCreateBody = z.input<typeof savedQueryCreateSchema>;
/** What a client may send to `PUT /api/v1/saved_query/<pk>`. */
export type SavedQueryUpdateBody = z.input<typeof savedQueryUpdateSchema>;
