import type { ChartScreenshotTask, ScreenshotQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { visibleChart } from '../chart/chart-access.ts';
import { repos } from '../repos.ts';
import { chartDigest } from './digest.ts';
import { taskFields } from './screenshot-cache.ts';
import {
  assertNotGuest,
  cachedImage,
  screenshotJob,
  startTask,
  thumbnail,
  type ThumbnailAnswer,
} from './screenshot-task.ts';

/** Superset's DEFAULT_CHART_WINDOW_SIZE (and thumbnail size). */
const CHART_WINDOW: [number, number] = [800, 600];

const chartUrl = (id: number) => `/explore/?slice_id=${id}&standalone=3`;

/** `GET /api/v1/chart/<pk>/cache_screenshot/`: queues a render of the chart for the caller. */
export async function cacheChartScreenshot(
  ctx: AppContext,
  pk: number,
  q: ScreenshotQuery,
  actor: CurrentUser,
): Promise<{ status: 200 | 202; body: ChartScreenshotTask }> {
  assertNotGuest(actor);
  const chart = await visibleChart(repos(ctx), pk, actor);
  const base = {
    scope: `chart:${chart.id}`,
    kind: 'chart' as const,
    id: chart.id,
    userId: actor.id,
  };
  const job = screenshotJob({ ...base, fullPage: true }, q, CHART_WINDOW, chartDigest(chart));
  const { status, task } = await startTask(ctx, job, q.force);
  return {
    status,
    body: {
      cache_key: job.cacheKey,
      chart_url: chartUrl(chart.id),
      image_url: `/api/v1/chart/${chart.id}/screenshot/${job.cacheKey}/`,
      ...task,
    },
  };
}

/** `GET /api/v1/chart/<pk>/screenshot/<digest>/`: the image a cache_screenshot task left. */
export async function chartScreenshot(
  ctx: AppContext,
  pk: number,
  cacheKey: string,
  actor: CurrentUser,
): Promise<Buffer> {
  assertNotGuest(actor);
  const chart = await visibleChart(repos(ctx), pk, actor);
  return cachedImage(ctx, cacheKey, `chart:${chart.id}`, actor.id);
}

/** `GET /api/v1/chart/<pk>/thumbnail/<digest>/` (docs/api.md §2.2). */
export async function chartThumbnail(
  ctx: AppContext,
  pk: number,
  digest: string,
  force: boolean,
  actor: CurrentUser,
): Promise<ThumbnailAnswer<ChartScreenshotTask>> {
  assertNotGuest(actor);
  const chart = await visibleChart(repos(ctx), pk, actor);
  const current = chartDigest(chart);
  const base = {
    scope: `chart:${chart.id}`,
    kind: 'chart' as const,
    id: chart.id,
    userId: actor.id,
  };
  const job = screenshotJob({ ...base, fullPage: false }, {}, CHART_WINDOW, current);
  const url = `/api/v1/chart/${chart.id}/thumbnail/${current}/`;
  const outcome = await thumbnail(ctx, job, digest, current, url, force);
  if (outcome.kind !== 'pending') return outcome;
  return {
    kind: 'pending',
    body: {
      cache_key: job.cacheKey,
      chart_url: chartUrl(chart.id),
      image_url: url,
      ...taskFields(outcome.entry),
    },
  };
}
