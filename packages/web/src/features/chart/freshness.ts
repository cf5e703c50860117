import type { ChartDataResult } from '@sightline/viz';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

// Formatters made once: toLocaleString builds one per call, about 1 ms each, for every chart header.
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "a few seconds ago", "5 minutes ago", "2 hours ago", "3 days ago". */
export function timeAgo(ms: number, now: number): string {
  const elapsed = Math.max(0, now - ms);
  for (const [unit, size] of UNITS)
    if (elapsed >= size) return RELATIVE.format(-Math.floor(elapsed / size), unit);
  return 'a few seconds ago';
}

function dateTime(ms: number): string {
  return DATE_TIME.format(ms);
}

/**
 * How fresh a chart's data is, for its header's tooltip (Superset's "Cached 5 minutes ago"):
 * "Data from 27 Nov 2026, 14:03, cached 5 minutes ago" when the server answered from its cache,
 * "Data from …, fetched a few seconds ago" when it ran the query. Null before any answer.
 */
export function freshnessText(
  results: readonly ChartDataResult[] | null,
  fetchedAt: number | null,
  now: number,
): string | null {
  if (!results?.length || fetchedAt === null) return null;
  // The oldest cached query is how old the drawing is.
  const cachedTimes = results
    .map((r) => (r.is_cached && r.cached_dttm ? Date.parse(`${r.cached_dttm}Z`) : NaN))
    .filter((t) => Number.isFinite(t));
  if (cachedTimes.length > 0) {
    const oldest = Math.min(...cachedTimes);
    return `Data from ${dateTime(oldest)}, cached ${timeAgo(oldest, now)}`;
  }
  return `Data from ${dateTime(fetchedAt)}, fetched ${timeAgo(fetchedAt, now)}`;
}
