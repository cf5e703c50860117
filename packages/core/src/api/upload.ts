import { z } from 'zod';

/**
 * File upload into a database (`POST /api/v1/database/<pk>/upload/` and `/upload_metadata/`,
 * docs/api.md "Upload"). The fields arrive as multipart/form-data text, as Superset's UploadDataModal
 * sends them: booleans as 'true'/'false', lists comma-separated, `column_data_types` as JSON text.
 */

/** The kinds of file Superset uploads: CSV, Excel (.xls/.xlsx) and columnar (Parquet). */
export const uploadFileTypeSchema = z.enum(['csv', 'excel', 'columnar']);
export type UploadFileType = z.infer<typeof uploadFileTypeSchema>;

const formBool = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === 'True' || v === '1');
const formInt = (min: number) =>
  z
    .union([z.number(), z.string().regex(/^\s*-?\d+\s*$/, 'Not a valid integer.')])
    .transform((v) => Number(v))
    .pipe(z.number().int().min(min));
/** A comma-separated list (Superset's DelimitedListField); blanks are dropped. */
const formList = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== ''),
);
const columnDataTypes = z.string().transform((s, ctx) => {
  if (s.trim() === '') return {};
  try {
    const parsed = JSON.parse(s) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.every(([, v]) => typeof v === 'string'))
        return Object.fromEntries(entries) as Record<string, string>;
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'Not a valid JSON object of column types.' });
  return z.NEVER;
});

/** The form fields of `POST /api/v1/database/<pk>/upload/` (Superset's UploadPostSchema). */
export const uploadPostSchema = z.object({
  type: uploadFileTypeSchema,
  table_name: z.string().trim().min(1).max(10000),
  schema: z.string().optional(),
  already_exists: z.enum(['fail', 'replace', 'append']).default('fail'),
  index_label: z.string().optional(),
  dataframe_index: formBool.optional(),
  columns_read: formList.optional(),
  delimiter: z.string().min(1).max(8).optional(),
  column_data_types: columnDataTypes.optional(),
  day_first: formBool.optional(),
  skip_blank_lines: formBool.optional(),
  skip_initial_space: formBool.optional(),
  column_dates: formList.optional(),
  decimal_character: z.string().length(1).optional(),
  header_row: formInt(0).optional(),
  index_column: z.string().optional(),
  null_values: formList.optional(),
  rows_to_read: formInt(1).optional(),
  skip_rows: formInt(0).optional(),
  sheet_name: z.string().optional(),
});
export type UploadPost = z.infer<typeof uploadPostSchema>;

/** The form fields of `POST /api/v1/database/upload_metadata/` (Superset's UploadFileMetadataPostSchema). */
export const uploadMetadataPostSchema = z.object({
  type: uploadFileTypeSchema,
  delimiter: z.string().min(1).max(8).optional(),
  header_row: formInt(0).optional(),
});
export type UploadMetadataPost = z.infer<typeof uploadMetadataPostSchema>;

/** `POST /api/v1/database/upload_metadata/`: the columns of each sheet (one item for CSV and Parquet). */
export const uploadMetadataResponse = z.object({
  result: z.object({
    items: z.array(
      z.object({
        column_names: z.array(z.string()),
        sheet_name: z.string().nullable().optional(),
      }),
    ),
  }),
});
export type UploadMetadataResponse = z.infer<typeof uploadMetadataResponse>;

/**
 * `POST /api/v1/database/<pk>/upload/` answers 201 `{"message": "OK"}` as Superset does; Sightline
 * adds the id of the dataset on the table, which the upload dialog links to.
 */
export const uploadResponse = z.object({ message: z.string(), dataset_id: z.number() });
export type UploadResponse = z.infer<typeof uploadResponse>;
