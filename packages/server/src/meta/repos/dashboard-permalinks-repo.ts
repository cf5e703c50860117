import type { MetaStore } from '../connect.ts';
import { KeyValueRepo, uuidFromName } from './key-value-repo.ts';
import { PermalinksRepo } from './permalinks-repo.ts';

/** Index rows mapping a (user, dashboard, state) fingerprint to the key made for it. */
const INDEX_RESOURCE = 'dashboard_permalink_index';

/**
 * Dashboard permalinks (docs/api.md §3.3): the same user posting the same state for the same dashboard
 * gets the same key back, so an index row keyed by a name-based uuid of that triple remembers it.
 */
export class DashboardPermalinksRepo {
  readonly #permalinks: PermalinksRepo;
  readonly #kv: KeyValueRepo;

  constructor(store: MetaStore) {
    this.#permalinks = new PermalinksRepo(store);
    this.#kv = new KeyValueRepo(store);
  }

  /** The key of `value` for `fingerprint`, made on first use. */
  async createIdempotent(
    fingerprint: string,
    value: unknown,
    userId: number | null,
  ): Promise<string> {
    const uuid = uuidFromName(`dashboard_permalink:${fingerprint}`);
    const known = await this.#kv.findByUuid(INDEX_RESOURCE, uuid);
    const knownKey = known ? (JSON.parse(known.value) as string) : null;
    if (knownKey !== null && (await this.get(knownKey)) !== null) return knownKey;
    const key = await this.#permalinks.create('dashboard_permalink', value, userId);
    if (known) {
      // The indexed key is of the old, id-derived form (no longer readable): point the index at the new one.
      await this.#kv.updateByUuid(INDEX_RESOURCE, uuid, JSON.stringify(key), userId);
      return key;
    }
    try {
      await this.#kv.insert(INDEX_RESOURCE, JSON.stringify(key), userId, { uuid });
    } catch {
      // A concurrent request indexed the same state first: its key wins.
      const raced = await this.#kv.findByUuid(INDEX_RESOURCE, uuid);
      if (raced) return JSON.parse(raced.value) as string;
    }
    return key;
  }

  /** The stored value of a key; null when malformed or unknown. */
  async get(key: string): Promise<unknown | null> {
    return this.#permalinks.get('dashboard_permalink', key);
  }
}
