import type { ScreenshotQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { AppError, badRequestFields } from '../../errors.ts';
import {
  enqueueScreenshot,
  readEntry,
  readImage,
  screenshotCacheKey,
  shouldTrigger,
  taskFields,
  type ScreenshotEntry,
  type ScreenshotJob,
} from './screenshot-cache.ts';

/** How a thumbnail request ends (docs/api.md §2.2): an image, a redirect, or a task under way. */
export type ThumbnailOutcome =
  | { kind: 'image'; image: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'pending'; cacheKey: string; entry: ScreenshotEntry | null };

/** A thumbnail answer as a route sends it: the image, a redirect, or the task's body (202). */
export type ThumbnailAnswer<B> =
  | { kind: 'image'; image: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'pending'; body: B };

type Size = [number, number];

/**
 * The renderer logs in as the caller, which an embedded dashboard's guest cannot be (it has no
 * account); Superset passes the guest token along instead, which we do not (docs/api.md §2.7).
 */
export function assertNotGuest(actor: CurrentUser): void {
  if (actor.guest) throw new AppError(403, 'Screenshots are not available to embedded guests');
}

/** A window or thumbnail size within what a browser renders sensibly; else a 400. */
export function checkedSize(size: Size | undefined, fallback: Size, field: string): Size {
  if (!size) return fallback;
  const [w, h] = size;
  if (w < 100 || w > 4000 || h < 100 || h > 16000)
    throw badRequestFields({ [field]: ['Must be within 100..4000 x 100..16000 pixels.'] });
  return size;
}

/** The job of a screenshot request and its cache key. */
export function screenshotJob(
  base: Omit<ScreenshotJob, 'cacheKey' | 'windowSize' | 'thumbSize'>,
  q: ScreenshotQuery,
  defaultWindow: Size,
  digest: string,
): ScreenshotJob {
  const windowSize = checkedSize(q.window_size, defaultWindow, 'window_size');
  const thumbSize = checkedSize(q.thumb_size, windowSize, 'thumb_size');
  const job = { ...base, windowSize, thumbSize };
  return { ...job, cacheKey: screenshotCacheKey(job, digest) };
}

/** Queues the job when its entry is missing, failed long enough ago, lost, or `force`d. */
export async function startTask(
  ctx: AppContext,
  job: ScreenshotJob,
  force = false,
): Promise<{ status: 200 | 202; task: ReturnType<typeof taskFields> }> {
  let entry = await readEntry(ctx, job.cacheKey);
  if (!shouldTrigger(entry, force)) return { status: 200, task: taskFields(entry) };
  entry = await enqueueScreenshot(ctx, job);
  return { status: 202, task: taskFields(entry) };
}

/**
 * The finished image of a cache key, only for the object and user it was rendered for: a key is
 * a hash of public facts, so the entry itself says whose it is. Anything else is a 404.
 */
export async function cachedImage(
  ctx: AppContext,
  cacheKey: string,
  scope: string,
  userId: number,
): Promise<Buffer> {
  const entry = await readEntry(ctx, cacheKey);
  if (!entry || entry.scope !== scope || entry.userId !== userId || entry.status !== 'Updated')
    throw new AppError(404, 'Not found');
  const image = await readImage(ctx, cacheKey);
  if (!image) throw new AppError(404, 'Not found');
  return image;
}

/**
 * Superset's thumbnail flow: `force` queues a render (202); a stale digest redirects to the
 * current one (302); no image yet queues one (202); a render in progress answers 202; a failed
 * one 404 until it may be retried; else the PNG.
 */
export async function thumbnail(
  ctx: AppContext,
  job: ScreenshotJob,
  requested: string,
  current: string,
  currentUrl: string,
  force: boolean,
): Promise<ThumbnailOutcome> {
  if (force) {
    const entry = await enqueueScreenshot(ctx, job);
    return { kind: 'pending', cacheKey: job.cacheKey, entry };
  }
  if (requested !== current) return { kind: 'redirect', location: currentUrl };
  const entry = await readEntry(ctx, job.cacheKey);
  if (shouldTrigger(entry)) {
    const queued = await enqueueScreenshot(ctx, job);
    return { kind: 'pending', cacheKey: job.cacheKey, entry: queued };
  }
  if (entry?.status === 'Computing') return { kind: 'pending', cacheKey: job.cacheKey, entry };
  return { kind: 'image', image: await cachedImage(ctx, job.cacheKey, job.scope, job.userId) };
}
