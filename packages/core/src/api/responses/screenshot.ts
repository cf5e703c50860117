import { z } from 'zod';

/** Where a screenshot task stands (Superset's ScreenshotCachePayload statuses, docs/api.md §2.2). */
export const screenshotTaskStatusSchema = z.enum(['Pending', 'Computing', 'Updated', 'Error']);
export type ScreenshotTaskStatus = z.infer<typeof screenshotTaskStatusSchema>;

const task = {
  /** The screenshot's cache key: the `digest` of its screenshot URL. */
  cache_key: z.string(),
  /** Where the finished image is served. */
  image_url: z.string(),
  task_status: screenshotTaskStatusSchema,
  /** When the status last changed (ISO), null before any task ran. */
  task_updated_at: z.string().nullable(),
};

/** `GET /api/v1/chart/<pk>/cache_screenshot/` (202 task started, 200 nothing to do) and a chart thumbnail's 202. */
export const chartScreenshotTaskResponse = z.object({ ...task, chart_url: z.string() });
export type ChartScreenshotTask = z.infer<typeof chartScreenshotTaskResponse>;

/** `POST /api/v1/dashboard/<pk>/cache_dashboard_screenshot/` and a dashboard thumbnail's 202. */
export const dashboardScreenshotTaskResponse = z.object({ ...task, dashboard_url: z.string() });
export type DashboardScreenshotTask = z.infer<typeof dashboardScreenshotTaskResponse>;

/** Rison `q` of the screenshot routes: `(force, window_size:!(w,h), thumb_size:!(w,h))`. */
export const screenshotQuerySchema = z
  .object({
    force: z.boolean().optional(),
    window_size: z.tuple([z.number().int(), z.number().int()]).optional(),
    thumb_size: z.tuple([z.number().int(), z.number().int()]).optional(),
  })
  .strict();
export type ScreenshotQuery = z.infer<typeof screenshotQuerySchema>;
