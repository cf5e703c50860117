import { z } from 'zod';

/** `q` of the chart and dashboard thumbnail routes. */
export const thumbnailQuerySchema = z.object({ force: z.boolean().optional() }).strict();
