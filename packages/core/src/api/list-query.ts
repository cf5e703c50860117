import { z } from 'zod';

const filterValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** One list filter `{col, opr, value}` (docs/api.md §1.5). */
export const listFilterSchema = z.object({
  col: z.string(),
  opr: z.string(),
  value: z.union([filterValue, z.array(filterValue)]),
});
export type ListFilter = z.infer<typeof listFilterSchema>;

/** The generic list `q` schema of every list endpoint. */
export const listQuerySchema = z.object({
  filters: z.array(listFilterSchema).optional(),
  order_column: z.string().optional(),
  order_direction: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().optional(),
  columns: z.array(z.string()).optional(),
  select_columns: z.array(z.string()).optional(),
  keys: z.array(z.string()).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The FAB list envelope (docs/api.md §1.6). */
export interface ListResponse<T> {
  count: number;
  ids: (number | string)[];
  result: T[];
  label_columns?: Record<string, string>;
  list_columns?: string[];
  order_columns?: string[];
  description_columns?: Record<string, string>;
  list_title?: string;
}

/** Related-field query (`/related/<col>?q=`). */
export const relatedQuerySchema = z.object({
  filter: z.string().optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().optional(),
  include_ids: z.array(z.number().int()).optional(),
});
export type RelatedQuery = z.infer<typeof relatedQuerySchema>;

/** Default and max page sizes (docs/api.md §1.8). */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
