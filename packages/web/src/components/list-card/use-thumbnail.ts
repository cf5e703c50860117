import { useEffect, useState } from 'react';

/** A thumbnail's state: waiting for the server's render, an image to show, or none to be had. */
export type ThumbnailState =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'missing' };

/**
 * Waits between asking again while the server answers 202 (the render is queued or running):
 * six more tries over a minute and a half (a page of 25 charts queues 25 renders). Never more than one request
 * in flight per card; after the last 202 the placeholder stays.
 */
export const THUMBNAIL_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000, 32_000] as const;

/**
 * Fetches a `thumbnail_url` (`/api/v1/{chart,dashboard}/<pk>/thumbnail/<digest>/`) with the
 * session's cookies. 200 gives an object URL of the PNG (a stale digest's 302 is followed by
 * fetch); 202 retries after each of `retryDelays`; anything else, or no URL, is `missing`.
 */
export function useThumbnail(
  url: string | null | undefined,
  retryDelays: readonly number[] = THUMBNAIL_RETRY_DELAYS_MS,
): ThumbnailState {
  const [state, setState] = useState<ThumbnailState>(
    url ? { status: 'loading' } : { status: 'missing' },
  );

  useEffect(() => {
    if (!url) {
      setState({ status: 'missing' });
      return undefined;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let objectUrl: string | undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });

    const attempt = async (tries: number): Promise<void> => {
      try {
        const res = await fetch(url, {
          credentials: 'same-origin',
          headers: { Accept: 'image/png, application/json' },
          signal: controller.signal,
        });
        if (cancelled) return;
        if (res.status === 202 && tries < retryDelays.length) {
          timer = setTimeout(() => void attempt(tries + 1), retryDelays[tries]);
          return;
        }
        const type = res.headers.get('Content-Type') ?? '';
        if (res.status !== 200 || !type.startsWith('image/')) {
          setState({ status: 'missing' });
          return;
        }
        const blob = await res.blob();
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', src: objectUrl });
      } catch {
        if (!cancelled) setState({ status: 'missing' });
      }
    };
    void attempt(0);

    return () => {
      cancelled = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, retryDelays]);

  return state;
}
