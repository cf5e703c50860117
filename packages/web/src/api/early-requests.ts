/*
 * GET requests a page is known to make, started by index.html's inline script while the app's code
 * still downloads (today: who is signed in, and a dashboard's detail, charts and datasets). The page's own request
 * (RTK Query, through requestJson) takes the early response once; later requests go to the network.
 */

/** An early response older than this is not used: the page fetches afresh. */
export const EARLY_TTL_MS = 10_000;

/** What index.html's script leaves on window, by URL. */
export type EarlyRequests = Record<
  string,
  { response: Promise<Response>; startedAt: number } | undefined
>;

declare global {
  interface Window {
    __sightlineEarly?: EarlyRequests;
  }
}

/** The early response to a GET of `url`, at most once; null when there is none or it is too old. */
export function takeEarlyGet(url: string, now = Date.now()): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.__sightlineEarly;
  const hit = early?.[url];
  if (!early || !hit) return null;
  delete early[url];
  return now - hit.startedAt <= EARLY_TTL_MS ? hit.response : null;
}

/**
 * The early request of a dashboard URL's `part` (detail: '', 'charts', 'datasets') still waiting
 * for the page, without taking it; null on other URLs or when there is none.
 */
export function earlyGetUrl(
  pathname: string,
  part: '' | 'charts' | 'datasets',
): { response: Promise<Response>; startedAt: number } | null {
  const match = /^\/superset\/dashboard\/(?!p\/)([^/]+)\/?$/.exec(pathname);
  const early = typeof window === 'undefined' ? undefined : window.__sightlineEarly;
  if (!match || !early) return null;
  let base: string;
  try {
    base = `/api/v1/dashboard/${encodeURIComponent(decodeURIComponent(match[1]!))}`;
  } catch {
    return null;
  }
  return early[part ? `${base}/${part}` : base] ?? null;
}
