import { z } from 'zod';

/** `q` of GET /api/v1/report/<pk>/log/: a page of runs. */
export const reportLogQuerySchema = z.object({
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(1).max(100).optional(),
});
