import { AppError } from '../../errors.ts';
import { type CacheLogger, type CacheStore } from './cache-store.ts';
import type { SharedCoordination } from './shared-coordination.ts';
import { isCacheDisabled } from './ttl.ts';
import { decodeValue, encodeValue, fromJsonSafe, toJsonSafe } from './value-codec.ts';

/** What one data-cache entry holds (docs/query-object.md §6.2): the post-processed result of a query. */
export interface CachedEntry {
  /** The post-processed table. */
  frame: { columns: string[]; rows: Record<string, unknown>[] };
  /** The SQL text that was executed (returned as `query` on a hit). */
  query: string;
  appliedTemplateFilters: string[];
  appliedFilterColumns: unknown[];
  rejectedFilterColumns: unknown[];
  annotationData: Record<string, unknown>;
  /** Rows returned by the main SQL, before post-processing. */
  sqlRowcount: number;
  /** UTC write time, epoch seconds. */
  dttm: number;
}

/** Options of {@link DataCache.read}. */
export interface DataCacheReadOptions {
  /** The request's `force`: skip the read (the fresh result is still written). */
  force?: boolean;
  /** The resolved TTL; -1 (CACHE_DISABLED) skips the read. */
  ttlSeconds?: number;
}

/** A force_cached read found nothing: HTTP 422 "Error loading data from cache" (§6.4). */
export class CacheMissError extends AppError {
  constructor() {
    super(422, 'Error loading data from cache');
    this.name = 'CacheMissError';
  }
}

// Bumped whenever the stored shape changes: older entries then read as misses.
const ENTRY_VERSION = 1;
const BACKEND_WARN_WINDOW_MS = 60_000;
/** Decoded entries kept in process (see DataCache.decoded). */
const HOT_ENTRIES = 256;

/**
 * The data cache over a {@link CacheStore}. A failing backend never fails a chart: read errors are
 * logged and become misses, write errors are logged and dropped. Entries are JSON with rows stored
 * as arrays in `columns` order (compact), Dates and other non-JSON values tagged (value-codec.ts).
 */
export class DataCache {
  private readonly store: CacheStore;
  private readonly logger: CacheLogger | undefined;
  private readonly lastBackendWarn = new Map<string, { at: number; suppressed: number }>();
  /**
   * The last entries decoded, with the stored text they came from: a hit whose text is unchanged
   * (the same string from the in-process store, an equal one from Redis) skips JSON parsing and row
   * building. Entries are shared between requests, so readers must not mutate them.
   */
  private readonly decoded = new Map<string, { raw: Buffer | string; entry: CachedEntry }>();

  constructor(store: CacheStore, opts: { logger?: CacheLogger } = {}) {
    this.store = store;
    this.logger = opts.logger;
  }

  /** Locks and slots shared with the other processes (Redis), or undefined (in-process store). */
  get shared(): SharedCoordination | undefined {
    return this.store.shared;
  }

  /** The entry under `key`, or null on a miss, when `force`, when the TTL is -1 or on any backend error. */
  async read(key: string, opts: DataCacheReadOptions = {}): Promise<CachedEntry | null> {
    if (opts.force) return null;
    if (opts.ttlSeconds !== undefined && isCacheDisabled(opts.ttlSeconds)) return null;
    return this.readEntry(key);
  }

  /** force_cached read: the entry, or a {@link CacheMissError} when it is absent or unreadable. */
  async readForced(key: string): Promise<CachedEntry> {
    const entry = await this.readEntry(key);
    if (!entry) throw new CacheMissError();
    return entry;
  }

  /** Stores an entry for `ttlSeconds` (0 = no expiry); does nothing when the TTL is -1. Never throws. */
  async write(key: string, entry: CachedEntry, ttlSeconds: number): Promise<void> {
    if (isCacheDisabled(ttlSeconds)) return;
    let text: string;
    try {
      text = encodeEntry(entry);
    } catch (err) {
      this.warn(err, key, 'data cache: could not serialise entry');
      return;
    }
    await this.writeRaw(key, text, ttlSeconds);
  }

  /** Reads any JSON-like value (the query-context cache, §6.4); null on miss or error. */
  async readValue<T = unknown>(key: string): Promise<T | null> {
    const raw = await this.readRaw(key);
    if (raw === null) return null;
    try {
      return decodeValue(raw) as T;
    } catch (err) {
      this.warn(err, key, 'data cache: unreadable value');
      return null;
    }
  }

  /** Stores any JSON-like value (Dates survive); skipped for TTL -1. Never throws. */
  async writeValue(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    if (isCacheDisabled(ttlSeconds)) return;
    let text: string;
    try {
      text = encodeValue(value);
    } catch (err) {
      this.warn(err, key, 'data cache: could not serialise value');
      return;
    }
    await this.writeRaw(key, text, ttlSeconds);
  }

  /** Removes an entry; backend errors are logged. */
  async delete(key: string): Promise<void> {
    try {
      await this.store.delete(key);
    } catch (err) {
      this.backendWarn(err, key, 'data cache: delete failed');
    }
  }

  private async readEntry(key: string): Promise<CachedEntry | null> {
    const raw = await this.readRaw(key);
    const hot = this.decoded.get(key);
    if (raw === null) {
      if (hot) this.decoded.delete(key);
      return null;
    }
    if (
      hot &&
      (hot.raw === raw || (Buffer.isBuffer(raw) && Buffer.isBuffer(hot.raw) && raw.equals(hot.raw)))
    )
      return hot.entry;
    try {
      const entry = decodeEntry(raw);
      this.decoded.delete(key);
      this.decoded.set(key, { raw, entry });
      // Insertion order: the first key is the oldest decoded.
      if (this.decoded.size > HOT_ENTRIES)
        this.decoded.delete(this.decoded.keys().next().value as string);
      return entry;
    } catch (err) {
      this.warn(err, key, 'data cache: unreadable entry');
      return null;
    }
  }

  private async readRaw(key: string): Promise<Buffer | string | null> {
    try {
      return await this.store.get(key);
    } catch (err) {
      this.backendWarn(err, key, 'data cache: read failed, treating as a miss');
      return null;
    }
  }

  private async writeRaw(key: string, text: string, ttlSeconds: number): Promise<void> {
    try {
      await this.store.set(key, text, ttlSeconds);
    } catch (err) {
      this.backendWarn(err, key, 'data cache: write failed, result not cached');
    }
  }

  private warn(err: unknown, key: string, msg: string, extra: Record<string, unknown> = {}): void {
    this.logger?.warn(
      { err: err instanceof Error ? err.message : String(err), cacheKey: key, ...extra },
      msg,
    );
  }

  // A backend outage fails every request: log each kind of failure once per window, with a count.
  private backendWarn(err: unknown, key: string, msg: string): void {
    const now = Date.now();
    const last = this.lastBackendWarn.get(msg);
    if (last && now - last.at < BACKEND_WARN_WINDOW_MS) {
      last.suppressed++;
      return;
    }
    this.lastBackendWarn.set(msg, { at: now, suppressed: 0 });
    this.warn(err, key, msg, last?.suppressed ? { suppressed: last.suppressed } : {});
  }
}

/** Serialises an entry: rows become arrays in column order, other fields go through the codec. */
export function encodeEntry(entry: CachedEntry): string {
  const { columns, rows } = entry.frame;
  const data = new Array<unknown[]>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const cells = new Array<unknown>(columns.length);
    for (let j = 0; j < columns.length; j++) cells[j] = toJsonSafe(row[columns[j]]);
    data[i] = cells;
  }
  return JSON.stringify({
    v: ENTRY_VERSION,
    columns,
    data,
    query: entry.query,
    appliedTemplateFilters: toJsonSafe(entry.appliedTemplateFilters),
    appliedFilterColumns: toJsonSafe(entry.appliedFilterColumns),
    rejectedFilterColumns: toJsonSafe(entry.rejectedFilterColumns),
    annotationData: toJsonSafe(entry.annotationData),
    sqlRowcount: entry.sqlRowcount,
    dttm: entry.dttm,
  });
}

/** Inverse of {@link encodeEntry}; throws on a foreign or older format. */
export function decodeEntry(raw: Buffer | string): CachedEntry {
  const w = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8')) as Record<
    string,
    unknown
  >;
  if (w === null || typeof w !== 'object' || w.v !== ENTRY_VERSION)
    throw new Error('unknown cache entry format');
  const columns = w.columns as string[];
  const data = w.data as unknown[][];
  const rows = new Array<Record<string, unknown>>(data.length);
  for (let i = 0; i < data.length; i++) {
    const cells = data[i];
    const row: Record<string, unknown> = {};
    for (let j = 0; j < columns.length; j++) {
      const v = cells[j];
      row[columns[j]] = v !== null && typeof v === 'object' ? fromJsonSafe(v) : v;
    }
    rows[i] = row;
  }
  return {
    frame: { columns, rows },
    query: w.query as string,
    appliedTemplateFilters: fromJsonSafe(w.appliedTemplateFilters) as string[],
    appliedFilterColumns: fromJsonSafe(w.appliedFilterColumns) as unknown[],
    rejectedFilterColumns: fromJsonSafe(w.rejectedFilterColumns) as unknown[],
    annotationData: fromJsonSafe(w.annotationData) as Record<string, unknown>,
    sqlRowcount: w.sqlRowcount as number,
    dttm: w.dttm as number,
  };
}

/** `cached_dttm` of the payload: the entry's write time as `YYYY-MM-DDTHH:MM:SS` in UTC. */
export function cachedDttmString(dttmSeconds: number): string {
  const seconds = Math.floor(dttmSeconds);
  if (seconds !== lastDttm.seconds)
    lastDttm = { seconds, text: new Date(seconds * 1000).toISOString().slice(0, 19) };
  return lastDttm.text;
}

// Hits on one entry ask for the same string over and over.
let lastDttm = { seconds: Number.NaN, text: '' };

/** The current time as the `dttm` of a new entry (epoch seconds). */
export function nowEpochSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
