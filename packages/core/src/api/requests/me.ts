import { z } from 'zod';

/** Body of `PUT /api/v1/me/`: the caller's own names and password (docs/api.md §2.1). */
export const mePutSchema = z.object({
  first_name: z.string().min(1).max(64).optional(),
  last_name: z.string().min(1).max(64).optional(),
  password: z.string().min(1).optional(),
});
export type MePut = z.infer<typeof mePutSchema>;
