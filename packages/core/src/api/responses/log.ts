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

/** The `q` of `GET /api/v1/log/recent_activity/` (Superset's get_recent_activity_schema). */
export const recentActivityQuerySchema = z.object({
  actions: z.array(z.string().max(512)).max(20).optional(),
  distinct: z.boolean().optional(),
  page: z.number().int().min(0).optional(),
  page_size: z.number().int().min(1).max(100).optional(),
});
export type RecentActivityQuery = z.infer<typeof recentActivityQuerySchema>;

/** One dashboard or chart the caller viewed (Superset's LogDAO.get_recent_activity payload). */
export const recentActivityItem = z.object({
  action: z.string(),
  item_type: z.enum(['dashboard', 'slice']),
  item_url: z.string(),
  item_title: z.string(),
  /** Epoch milliseconds. */
  time: z.number(),
  time_delta_humanized: z.string(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItem>;
export const recentActivityResponse = z.object({ result: z.array(recentActivityItem) });
export type RecentActivityResponse = z.infer<typeof recentActivityResponse>;
