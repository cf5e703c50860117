import type { MetaStore } from '../../meta/connect.ts';
import type { CachedEntry, DataCache } from '../../query/cache/index.ts';
import { MetaWritesChannel } from '../../query/cache/meta-writes-channel.ts';
import type { CurrentUser } from '../../security/current-user.ts';

/** One data-cache entry an answer was made from, read back on every replay. */
export interface CacheRead {
  key: string;
  ttlSeconds: number;
  entry: CachedEntry;
}

interface Kept {
  /** The metadata write version the answering request started at. */
  version: number;
  at: number;
  reads: CacheRead[];
  bytes: Buffer;
}

/** Largest request body (JSON text) whose answer is kept. */
const MAX_BODY_CHARS = 16_384;

/**
 * The JSON answers of cached chart-data requests, kept as the bytes sent, for replay to the same user
 * asking the same thing (docs/adr/0022). A cached answer otherwise re-validates the body, rebuilds
 * the query objects, hashes their cache keys and re-serialises the payloads: four fifths of its cost.
 *
 * An answer is replayed only while all of these hold, else the request takes the full path:
 * - no metadata write since the answering request started (users, roles, permissions, RLS rules,
 *   datasets, databases: any write of this process bumps the store's version, docs/adr/0022);
 * - it is younger than `maxAgeMs`, which bounds what another process's write can leave stale, as
 *   the metadata memo does (meta/meta-cache.ts); with Redis, other processes' writes bump the
 *   version too, and nothing is replayed while that channel is down;
 * - every data-cache entry it was made from is still the very entry the cache holds (not expired,
 *   not replaced by a forced refresh).
 * Authentication and the route's permission check run before any replay; answers are keyed by user.
 */
export class AnswerMemo {
  readonly #kept = new Map<string, Kept>();
  /** Answers sent from the memo (tests read it). */
  replays = 0;
  /**
   * With Redis: the channel that tells this process of other processes' metadata writes
   * (query/cache/meta-writes-channel.ts); nothing is replayed while it is not live.
   */
  channel: { readonly live: boolean } | null = null;

  /**
   * @param maxAgeMs how long an answer may be replayed at most (tests lengthen it, so that only the
   *   write version can end a replay)
   */
  constructor(
    private readonly store: MetaStore,
    private readonly cache: DataCache,
    public maxAgeMs = 1000,
    private readonly max = 2000,
  ) {}

  /** The key of a request: its user, its query string and its parsed JSON body; null: never kept. */
  keyOf(user: CurrentUser | null, url: string, body: unknown): string | null {
    // Guests carry their RLS in their token; anonymous answers follow the Public role: not kept.
    if (!user || user.guest) return null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    // A forced refresh runs its queries whatever is kept: no key to make or look up.
    if ((body as { force?: unknown }).force === true) return null;
    const text = JSON.stringify(body);
    if (text.length > MAX_BODY_CHARS) return null;
    const q = url.indexOf('?');
    return `${user.id}\n${q < 0 ? '' : url.slice(q)}\n${text}`;
  }

  /** The bytes kept for `key` if they may still be sent. */
  async replay(key: string): Promise<Buffer | null> {
    const kept = this.#kept.get(key);
    if (!kept || (this.channel && !this.channel.live)) return null;
    if (kept.version !== this.store.version.value || Date.now() - kept.at > this.maxAgeMs) {
      this.#kept.delete(key);
      return null;
    }
    for (const read of kept.reads) {
      const entry = await this.cache.read(read.key, { ttlSeconds: read.ttlSeconds });
      if (entry !== read.entry) {
        this.#kept.delete(key);
        return null;
      }
    }
    // A write while the cache was read: the answer may be older than it.
    if (kept.version !== this.store.version.value) return null;
    this.replays += 1;
    return kept.bytes;
  }

  /**
   * Keeps the answer of a request that started at metadata version `version`, unless a write came
   * since (what it read may predate that write).
   */
  keep(key: string, version: number, reads: CacheRead[], bytes: Buffer): void {
    if (version !== this.store.version.value || (this.channel && !this.channel.live)) return;
    if (this.#kept.size >= this.max) this.#kept.clear();
    this.#kept.set(key, { version, at: Date.now(), reads, bytes });
  }

  /**
   * Shares metadata writes with the other processes on the Redis of `url` (this process's writes are
   * published, theirs end this process's replays and metadata memo); returns the function that stops.
   */
  shareWrites(url: string): () => void {
    const channel = new MetaWritesChannel(url, this.store.version);
    this.channel = channel;
    return () => channel.close();
  }

  /** Forgets every answer. */
  clear(): void {
    this.#kept.clear();
  }
}
