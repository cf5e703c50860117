import type { CacheLogger, CacheStore } from '../query/cache/index.ts';
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
  /** Told once per outage when the backend fails (Redis down). */
  logger?: CacheLogger;
}

/** What {@link ResultsStore.put} did: kept the result, or why not. */
export type PutOutcome = 'stored' | 'too_large' | 'unavailable';

const SAMPLE_ROWS = 200;

/**
 * SQL Lab's results backend: results by `results_key`, for GET /api/v1/sqllab/results/. It sits on a
 * CacheStore, so it is an in-process LRU bounded by bytes, or Redis when SIGHTLINE_REDIS_URL is set
 * (then every server process reads the same results).
 */
export class ResultsStore {
  readonly #ttl: number;
  readonly #maxEntryBytes: number;
  readonly #logger: CacheLogger | undefined;
  #backendDown = false;

  constructor(
    private readonly store: CacheStore,
    opts: ResultsStoreOptions,
  ) {
    this.#ttl = opts.ttlSeconds ?? 86_400;
    this.#maxEntryBytes = opts.maxEntryBytes;
    this.#logger = opts.logger;
  }

  /** Largest result kept, in bytes of JSON. */
  get maxEntryBytes(): number {
    return this.#maxEntryBytes;
  }

  /** Stores a result; says why not when it is too large to keep or the backend failed. */
  async put(key: string, result: StoredResult): Promise<PutOutcome> {
    // Estimate from a sample first, so a huge result is never serialised just to be thrown away.
    const sample = result.rows.slice(0, SAMPLE_ROWS);
    const estimate = sample.length
      ? (JSON.stringify(sample).length / sample.length) * result.rows.length
      : 0;
    if (estimate > this.#maxEntryBytes) return 'too_large';
    const text = JSON.stringify(result);
    if (text.length > this.#maxEntryBytes) return 'too_large';
    try {
      await this.store.set(key, text, this.#ttl);
      this.#backendDown = false;
      return 'stored';
    } catch (err) {
      this.#outage(err);
      return 'unavailable';
    }
  }

  /** The stored result, or null when it expired, was evicted or cannot be read. */
  async get(key: string): Promise<StoredResult | null> {
    let raw: Buffer | string | null;
    try {
      raw = await this.store.get(key);
      this.#backendDown = false;
    } catch (err) {
      this.#outage(err);
      return null;
    }
    if (raw === null) return null;
    try {
      const parsed = JSON.parse(
        typeof raw === 'string' ? raw : raw.toString('utf8'),
      ) as StoredResult;
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

  // Every request fails while the backend is down: one warning until it answers again.
  #outage(err: unknown): void {
    if (this.#backendDown) return;
    this.#backendDown = true;
    this.#logger?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'SQL Lab results backend unavailable: results are not kept',
    );
  }
}
