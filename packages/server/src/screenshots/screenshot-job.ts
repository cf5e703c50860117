import {
  SCREENSHOT_JOB,
  writeEntry,
  type ScreenshotJob,
} from '../commands/screenshots/screenshot-cache.ts';
import type { AppContext } from '../context.ts';
import { renderReport } from './render-report.ts';

/**
 * Registers the render of thumbnails and screenshot downloads (Superset's cache_chart_thumbnail,
 * cache_dashboard_screenshot tasks). The image goes to the app cache as Updated; a render that
 * could not be trusted (a chart failed, timed out, blank) is recorded as Error with its reason.
 */
export function registerScreenshotJobs(ctx: AppContext): void {
  ctx.jobs.registerHandler<ScreenshotJob>(SCREENSHOT_JOB, async (job) => {
    const owner = { scope: job.scope, userId: job.userId };
    try {
      const [png] = await renderReport(
        ctx,
        {
          kind: job.kind,
          id: job.id,
          format: 'png',
          executorId: job.userId,
          width: job.windowSize[0],
          permalinkKey: job.permalinkKey,
        },
        {
          // A dashboard download ends where the dashboard does; a chart fills its window.
          height: job.fullPage && job.kind === 'dashboard' ? undefined : job.windowSize[1],
          clip: !job.fullPage,
          scale: Math.min(2, Math.max(0.1, job.thumbSize[0] / job.windowSize[0])),
        },
      );
      await writeEntry(ctx, job.cacheKey, { ...owner, status: 'Updated' }, png);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      await writeEntry(ctx, job.cacheKey, { ...owner, status: 'Error', error });
      ctx.log?.warn({ err: e, scope: job.scope }, 'screenshot render failed');
    }
  });
}
