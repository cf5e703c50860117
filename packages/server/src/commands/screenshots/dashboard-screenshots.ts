import type {
  DashboardPermalinkState,
  DashboardScreenshotTask,
  ScreenshotQuery,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { pdfFromPngs } from '../../screenshots/pdf.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { visibleDashboard } from '../dashboard/dashboard-access.ts';
import {
  createDashboardPermalink,
  getDashboardPermalink,
} from '../dashboard/dashboard-permalink.ts';
import { repos } from '../repos.ts';
import { dashboardDigest } from './digest.ts';
import { taskFields } from './screenshot-cache.ts';
import {
  assertNotGuest,
  cachedImage,
  screenshotJob,
  startTask,
  thumbnail,
  type ThumbnailAnswer,
} from './screenshot-task.ts';

/** Superset's DEFAULT_DASHBOARD_WINDOW_SIZE; thumbnails are drawn at half that (800 x 600). */
const DASHBOARD_WINDOW: [number, number] = [1600, 1200];
const THUMB_SIZE: [number, number] = [800, 600];

/** Body of `POST .../cache_dashboard_screenshot/`: the state to render, or a permalink of it. */
export interface DashboardScreenshotBody extends DashboardPermalinkState {
  permalinkKey?: string | null;
}

/**
 * `POST /api/v1/dashboard/<pk>/cache_dashboard_screenshot/`: stores the state as a permalink (or
 * checks the caller's permalink belongs to this dashboard and is theirs to read, so nobody has
 * another dashboard rendered under this one's id) and queues a full-page render for the caller.
 */
export async function cacheDashboardScreenshot(
  ctx: AppContext,
  pk: number,
  body: DashboardScreenshotBody,
  q: ScreenshotQuery,
  actor: CurrentUser,
): Promise<{ status: 200 | 202; body: DashboardScreenshotTask }> {
  assertNotGuest(actor);
  const r = repos(ctx);
  const dashboard = await visibleDashboard(r, pk, actor);
  let permalinkKey = body.permalinkKey ?? null;
  if (permalinkKey) {
    const value = await getDashboardPermalink(r, permalinkKey, actor);
    if (!value) throw new AppError(404, 'Not found');
    if (value.dashboardId !== dashboard.uuid) throw new AppError(403, 'Forbidden');
  } else {
    const { dataMask, activeTabs, anchor, urlParams } = body;
    const state = { dataMask: dataMask ?? {}, activeTabs: activeTabs ?? [], anchor, urlParams };
    permalinkKey = await createDashboardPermalink(r, String(dashboard.id), state, actor);
  }
  const job = screenshotJob(
    {
      scope: `dashboard:${dashboard.id}`,
      kind: 'dashboard',
      id: dashboard.id,
      userId: actor.id,
      fullPage: true,
      permalinkKey,
    },
    q,
    DASHBOARD_WINDOW,
    dashboardDigest(dashboard),
  );
  const { status, task } = await startTask(ctx, job, q.force);
  return {
    status,
    body: {
      cache_key: job.cacheKey,
      dashboard_url: `/superset/dashboard/p/${permalinkKey}/`,
      image_url: `/api/v1/dashboard/${dashboard.id}/screenshot/${job.cacheKey}/`,
      ...task,
    },
  };
}

/** A download name from the dashboard title (Superset's get_filename, without the id). */
function fileName(title: string): string {
  return title.replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim() || 'screenshot';
}

/**
 * `GET /api/v1/dashboard/<pk>/screenshot/<digest>/?download_format=png|pdf`: the image a
 * cache_dashboard_screenshot task left, as PNG or as a one-page PDF, to download.
 */
export async function dashboardScreenshot(
  ctx: AppContext,
  pk: number,
  cacheKey: string,
  format: 'png' | 'pdf',
  actor: CurrentUser,
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  assertNotGuest(actor);
  const dashboard = await visibleDashboard(repos(ctx), pk, actor);
  const png = await cachedImage(ctx, cacheKey, `dashboard:${dashboard.id}`, actor.id);
  const name = fileName(dashboard.dashboardTitle);
  return format === 'pdf'
    ? { data: pdfFromPngs([png]), contentType: 'application/pdf', fileName: `${name}.pdf` }
    : { data: png, contentType: 'image/png', fileName: `${name}.png` };
}

/** `GET /api/v1/dashboard/<pk>/thumbnail/<digest>/` (docs/api.md §2.7). */
export async function dashboardThumbnail(
  ctx: AppContext,
  pk: number,
  digest: string,
  force: boolean,
  actor: CurrentUser,
): Promise<ThumbnailAnswer<DashboardScreenshotTask>> {
  assertNotGuest(actor);
  const dashboard = await visibleDashboard(repos(ctx), pk, actor);
  const current = dashboardDigest(dashboard);
  const job = screenshotJob(
    {
      scope: `dashboard:${dashboard.id}`,
      kind: 'dashboard',
      id: dashboard.id,
      userId: actor.id,
      fullPage: false,
    },
    { thumb_size: THUMB_SIZE },
    DASHBOARD_WINDOW,
    current,
  );
  const url = `/api/v1/dashboard/${dashboard.id}/thumbnail/${current}/`;
  const outcome = await thumbnail(ctx, job, digest, current, url, force);
  if (outcome.kind !== 'pending') return outcome;
  return {
    kind: 'pending',
    body: {
      cache_key: job.cacheKey,
      dashboard_url: `/superset/dashboard/${dashboard.id}/`,
      image_url: url,
      ...taskFields(outcome.entry),
    },
  };
}
