import { z } from 'zod';

/** `q` of GET /api/v1/database/<pk>/schemas/. */
export const databaseSchemasQuerySchema = z.object({
  force: z.boolean().optional(),
  catalog: z.string().nullable().optional(),
  upload_allowed: z.boolean().optional(),
});
/** `q` of GET /api/v1/database/<pk>/tables/. */
export const databaseTablesQuerySchema = z.object({
  force: z.boolean().optional(),
  schema_name: z.string(),
  catalog_name: z.string().nullable().optional(),
});
/** `q` of GET /api/v1/database/<pk>/table_metadata/ and select_star. */
export const tableMetadataQuerySchema = z.object({
  name: z.string().min(1),
  schema: z.string().optional(),
  catalog: z.string().optional(),
});
