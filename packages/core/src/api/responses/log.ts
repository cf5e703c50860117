import { z } from 'zod';
import { itemResponse, listResponse } from './common.ts';

/** An action of `GET /api/v1/log/` and `/api/v1/log/<pk>` (Superset LogRestApi list_columns). */
export const logItem = z.object({
  user: z.object({ username: z.string() }).nullable(),
  action: z.string(),
  dttm: z.string(),
  json: z.string().nullable(),
  slice_id: z.number().nullable(),
  dashboard_id: z.number().nullable(),
  user_id: z.number().nullable(),
  duration_ms: z.number().nullable(),
  referrer: z.string().nullable(),
});
export type LogItem = z.infer<typeof logItem>;
export const logListResponse = listResponse(logItem);
export type LogListResponse = z.infer<typeof logListResponse>;
export const logItemResponse = itemResponse(logItem);
export type LogItemResponse = z.infer<typeof logItemResponse>;
