import { createHash } from 'node:crypto';
import type { ScreenshotTaskStatus } from '@sightline/core';
import type { AppContext } from '../../context.ts';

/** The job that renders a screenshot into the cache (registered by screenshots/screenshot-job.ts). */
export const SCREENSHOT_JOB = 'screenshot.render';

/** What a screenshot job renders, and for whom (the caller's access applies: no shared images). */
export interface ScreenshotJob {
  cacheKey: string;
  /** `chart:<id>` or `dashboard:<id>`: the object the image may be served under. */
  scope: string;
  kind: 'chart' | 'dashboard';
  id: number;
  userId: number;
  windowSize: [number, number];
  thumbSize: [number, number];
  /** Full page (a download) or the top of the page cut to the window (a thumbnail). */
  fullPage: boolean;
  /** The dashboard state to render (a permalink the caller may read). */
  permalinkKey?: string;
}

/** A cache entry's header; the image sits under its own key. */
export interface ScreenshotEntry {
  status: ScreenshotTaskStatus;
  updatedAt: string;
  scope: string;
  userId: number;
  error?: string;
}

/** Seconds an image stays cached (Superset's thumbnail cache default: a day). */
const IMAGE_TTL = 24 * 3600;
/** After this many seconds a failed render may be tried again. */
const ERROR_RETRY_SECONDS = 60;
/** A render still "Computing" after this long is taken for lost (its worker died) and restarted. */
const COMPUTING_STALE_SECONDS = 300;

const metaKey = (key: string) => `screenshot:meta:${key}`;
const imageKey = (key: string) => `screenshot:image:${key}`;

/** Hex digest of the parts, 32 characters (the length of Superset's md5 digests). */
export function hashOf(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

/** The cache key of one screenshot: what, in which state and size, rendered for whom. */
export function screenshotCacheKey(
  job: Pick<
    ScreenshotJob,
    'scope' | 'userId' | 'windowSize' | 'thumbSize' | 'fullPage' | 'permalinkKey'
  >,
  digest: string,
): string {
  return hashOf(
    job.scope,
    digest,
    job.userId,
    job.windowSize,
    job.thumbSize,
    job.fullPage,
    job.permalinkKey ?? null,
  );
}

/** The entry of a cache key, or null (never computed, expired, or the cache is down). */
export async function readEntry(ctx: AppContext, key: string): Promise<ScreenshotEntry | null> {
  const raw = await ctx.cacheStore.get(metaKey(key)).catch(() => null);
  if (raw === null) return null;
  try {
    return JSON.parse(raw.toString()) as ScreenshotEntry;
  } catch {
    return null;
  }
}

/** The finished image of a cache key, or null. */
export async function readImage(ctx: AppContext, key: string): Promise<Buffer | null> {
  const raw = await ctx.cacheStore.get(imageKey(key)).catch(() => null);
  if (raw === null) return null;
  return Buffer.isBuffer(raw) ? raw : Buffer.from(raw, 'latin1');
}

/** Records a status (and, when Updated, the image) under a cache key. */
export async function writeEntry(
  ctx: AppContext,
  key: string,
  entry: Omit<ScreenshotEntry, 'updatedAt'>,
  image?: Buffer,
): Promise<void> {
  if (image) await ctx.cacheStore.set(imageKey(key), image, IMAGE_TTL);
  const full: ScreenshotEntry = { ...entry, updatedAt: new Date().toISOString() };
  await ctx.cacheStore.set(metaKey(key), JSON.stringify(full), IMAGE_TTL);
}

/** Superset's should_trigger_task: nothing yet, forced, a failure old enough, or a lost render. */
export function shouldTrigger(entry: ScreenshotEntry | null, force = false): boolean {
  if (!entry || force || entry.status === 'Pending') return true;
  const age = (Date.now() - Date.parse(entry.updatedAt)) / 1000;
  if (entry.status === 'Error') return age > ERROR_RETRY_SECONDS;
  if (entry.status === 'Computing') return age > COMPUTING_STALE_SECONDS;
  return false;
}

/** Marks the key Computing and queues its render (a worker picks it up; web nodes only queue). */
export async function enqueueScreenshot(
  ctx: AppContext,
  job: ScreenshotJob,
): Promise<ScreenshotEntry> {
  const entry = { status: 'Computing' as const, scope: job.scope, userId: job.userId };
  await writeEntry(ctx, job.cacheKey, entry);
  await ctx.jobs.enqueue(SCREENSHOT_JOB, job);
  return { ...entry, updatedAt: new Date().toISOString() };
}

/** The task fields of a screenshot answer. */
export function taskFields(entry: ScreenshotEntry | null): {
  task_status: ScreenshotTaskStatus;
  task_updated_at: string | null;
} {
  return { task_status: entry?.status ?? 'Pending', task_updated_at: entry?.updatedAt ?? null };
}
