import type { SqlResults } from '../../api/sqllab-api.ts';

/** Stored results older than this are dropped (docs/dashboards.md §9: 86,400,000 ms). */
export const RESULTS_MAX_AGE_MS = 86_400_000;
/** Stored results larger than this many KB are dropped (docs/dashboards.md §9). */
export const RESULTS_MAX_KB = 1024;
/** Local storage accounting: one character counts as two bytes, 1024 bytes per KB. */
export const BYTES_PER_CHAR = 2;

export const RESULTS_STORAGE_KEY = 'sightline.sqllab.results';

/** The results of one query kept in local storage, by client id. */
export interface StoredResult {
  savedAt: number;
  results: SqlResults;
}

/** Size in KB of a value once serialised, counting 2 bytes a character. */
export function storedSizeKb(value: unknown): number {
  return (JSON.stringify(value).length * BYTES_PER_CHAR) / 1024;
}

/** Keeps the stored results that are neither older than 24 h nor larger than 1024 KB. */
export function pruneStoredResults(
  entries: Record<string, StoredResult>,
  now: number,
): Record<string, StoredResult> {
  const kept: Record<string, StoredResult> = {};
  for (const [clientId, entry] of Object.entries(entries)) {
    if (now - entry.savedAt > RESULTS_MAX_AGE_MS) continue;
    if (storedSizeKb(entry) > RESULTS_MAX_KB) continue;
    kept[clientId] = entry;
  }
  return kept;
}

function readAll(): Record<string, StoredResult> {
  try {
    const raw = localStorage.getItem(RESULTS_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, StoredResult>) : {};
  } catch {
    return {};
  }
}

/** The stored results of a query, if still kept. */
export function loadStoredResult(clientId: string, now = Date.now()): SqlResults | null {
  return pruneStoredResults(readAll(), now)[clientId]?.results ?? null;
}

/** Stores a query's results, then prunes; a full storage quietly keeps what it had. */
export function saveStoredResult(clientId: string, results: SqlResults, now = Date.now()): void {
  const next = pruneStoredResults({ ...readAll(), [clientId]: { savedAt: now, results } }, now);
  try {
    localStorage.setItem(RESULTS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded: results can be fetched again from the server.
  }
}
