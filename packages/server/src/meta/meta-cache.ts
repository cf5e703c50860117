import type { MetaStore } from './connect.ts';

/**
 * A small in-process memo of metadata reads (current users, datasources). Entries are dropped on any
 * write this process makes (the store's write version) and after `ttlMs`, which bounds staleness when
 * another process writes to a shared PostgreSQL store.
 */
export class MetaCache {
  readonly #entries = new Map<string, { version: number; at: number; value: Promise<unknown> }>();

  constructor(
    private readonly store: MetaStore,
    private readonly ttlMs = 2000,
    private readonly max = 1000,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.version === this.store.version.value && now - hit.at < this.ttlMs)
      return hit.value as Promise<T>;
    const value = load();
    if (this.#entries.size >= this.max) this.#entries.clear();
    this.#entries.set(key, { version: this.store.version.value, at: now, value });
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
