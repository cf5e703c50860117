import { z } from 'zod';

/** `q` of GET /api/v1/dataset/<pk>: the columns (or keys) to send. */
export const datasetItemQuerySchema = z.object({
  columns: z.array(z.string()).optional(),
  keys: z.array(z.string()).optional(),
});
