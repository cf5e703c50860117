import { z } from 'zod';

/**
 * The building blocks of response schemas (docs/api.md §1.6, docs/api-contract.md). A response
 * schema describes the JSON on the wire: the server validates every response against its route's
 * schema in tests and development, and the web types its RTK Query endpoints with `z.infer` of the
 * same schema. Objects are `z.object` (unknown keys are a contract error, reported by the
 * validator as keys the schema does not describe), except where a field holds user-defined JSON
 * (`jsonObject`).
 */

/** A JSON object whose keys are the user's (form data, params, json_metadata). */
export const jsonObject = z.record(z.string(), z.unknown());
/** Any JSON value. */
export const jsonValue = z.unknown();
/** An id on the wire: integer primary keys, or a uuid / slug / key string. */
export const idValue = z.union([z.number(), z.string()]);
/** A timestamp as the API writes it (ISO 8601 text, or null when unset). */
export const timestamp = z.string().nullable();

/** `{message}`: deletes, bulk actions and acknowledgements. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** `GET <resource>/_info`: the caller's permissions on the resource (plus optional filter metadata). */
export const infoResponse = z.object({
  permissions: z.array(z.string()),
  add_columns: jsonObject.optional(),
  edit_columns: jsonObject.optional(),
  filters: jsonObject.optional(),
});
export type InfoResponse = z.infer<typeof infoResponse>;

/** One option of `GET <resource>/related/<column>`. */
export const relatedOption = z.object({
  value: idValue,
  text: z.string(),
  extra: jsonObject.optional(),
});
/** `GET <resource>/related/<column>` and `distinct/<column>`. */
export const relatedResponse = z.object({
  count: z.number().int(),
  result: z.array(relatedOption),
});
export type RelatedResponse = z.infer<typeof relatedResponse>;

/**
 * The FAB list envelope. `columns=`/`select_columns=` pick fields, so list items are partial on the
 * wire; the list metadata keys appear when the caller asks for them with `keys=`.
 */
export function listResponse<T extends z.ZodObject>(item: T) {
  return z.object({
    count: z.number().int(),
    ids: z.array(idValue).optional(),
    result: z.array(item.partial()),
    label_columns: z.record(z.string(), z.string()).optional(),
    list_columns: z.array(z.string()).optional(),
    order_columns: z.array(z.string()).optional(),
    description_columns: jsonObject.optional(),
    list_title: z.string().optional(),
  });
}

/**
 * `GET <resource>/<pk>`: one object. A route that honours `columns=` on its item GET declares
 * `itemResponse(item.partial())`.
 */
export function itemResponse<T extends z.ZodType>(item: T) {
  return z.object({
    id: idValue.optional(),
    result: item,
    label_columns: z.record(z.string(), z.string()).optional(),
    show_columns: z.array(z.string()).optional(),
    show_title: z.string().optional(),
    description_columns: jsonObject.optional(),
  });
}

/** `POST`/`PUT <resource>`: the id and the fields as stored. */
export function savedResponse<T extends z.ZodType>(result: T) {
  return z.object({ id: idValue, result });
}

/** A user as nested in owners, created_by and changed_by. */
export const userRef = z.object({
  id: z.number().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  username: z.string().optional(),
});
export type UserRef = z.infer<typeof userRef>;

/** A role as nested in `roles`. */
export const roleRef = z.object({ id: z.number(), name: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

/** Marks a route whose success answer is not JSON (a file, a page, a stream, an empty body). */
export const RAW_RESPONSE = 'raw' as const;
