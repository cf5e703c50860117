import type { CacheStore } from '../query/cache/index.ts';
import type { SqlLabColumn } from './result-payload.ts';

/** One stored result: its columns and display-ready row arrays. */
export interface StoredResult {
  columns: SqlLabColumn[];
  rows: unknown[][];
}

/** Options of the results store. */
export interface ResultsStoreOptions {
  /** How long results stay (default one day, as the client keeps them locally). */
  ttlSeconds?: number;
  /** Results estimated larger than this are not kept (they can still be exported). */
  maxEntryBytes: number;
}

const SAMPLE_ROWS = 200;

/**
 * SQL Lab's results backend: results by `results_key`, for GET /api/v1/sqllab/results/. It sits on a
 * CacheStore, so it is an in-process LRU bounded by bytes, or Redis when SIGHTLINE_REDIS_URL is set
 * (then every server process reads the same results).
 */
export class ResultsStore {
  readonly #ttl: number;
  readonly #maxEntryBytes: number;

  constructor(
    private readonly store: CacheStore,
    opts: ResultsStoreOptions,
  ) {
    this.#ttl = opts.ttlSeconds ?? 86_400;
    this.#maxEntryBytes = opts.maxEntryBytes;
  }

  /** Stores a result; false when it is too large to keep or the backend failed. */
  async put(key: string, result: StoredResult): Promise<boolean> {
    // Estimate from a sample first, so a huge result is never serialised just to be thrown away.
    const sample = result.rows.slice(0, SAMPLE_ROWS);
    const estimate = sample.length ? (JSON.stringify(sample).length / sample.length) * result.rows.length : 0;
    if (estimate > this.#maxEntryBytes) return false;
    const text = JSON.stringify(result);
    if (text.length > this.#maxEntryBytes) return false;
    try {
      await this.store.set(key, text, this.#ttl);
      return true;
    } catch {
      return false;
    }
  }

  /** The stored result, or null when it expired, was evicted or cannot be read. */
  async get(key: string): Promise<StoredResult | null> {
    try {
      const raw = await this.store.get(key);
      if (raw === null) return null;
      const parsed = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8')) as StoredResult;
      return Array.isArray(parsed.columns) && Array.isArray(parsed.rows) ? parsed : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await this.store.delete(key).catch(() => undefined);
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}
