import { randomBytes } from 'node:crypto';
import type { MetaStore } from '../connect.ts';
import { Hashids } from './hashids.ts';
import { KeyValueRepo, uuidFromName } from './key-value-repo.ts';

/** Permalink resources of `key_value` (api.md §3.1). */
export type PermalinkResource = 'explore_permalink' | 'dashboard_permalink' | 'sqllab_permalink';

/** Hashids keys are at least this long (Superset's HASHIDS_MIN_LENGTH). */
const MIN_KEY_LENGTH = 11;

/**
 * Permalinks: each POST stores a new `key_value` row whose public key is its id encoded with
 * Hashids and a per-resource salt made once per installation (kept in the `app` resource).
 */
export class PermalinksRepo {
  readonly #kv: KeyValueRepo;
  readonly #codecs = new Map<PermalinkResource, Promise<Hashids>>();

  constructor(store: MetaStore) {
    this.#kv = new KeyValueRepo(store);
  }

  #codec(resource: PermalinkResource): Promise<Hashids> {
    let codec = this.#codecs.get(resource);
    if (!codec) {
      codec = this.#salt(`${resource}_salt`).then((salt) => new Hashids(salt, MIN_KEY_LENGTH));
      codec.catch(() => this.#codecs.delete(resource));
      this.#codecs.set(resource, codec);
    }
    return codec;
  }

  async #salt(name: string): Promise<string> {
    const uuid = uuidFromName(name);
    const existing = await this.#kv.findByUuid('app', uuid);
    if (existing) return JSON.parse(existing.value) as string;
    try {
      await this.#kv.insert('app', JSON.stringify(randomBytes(32).toString('base64url')), null, { uuid });
    } catch {
      // Another process made the salt first: its row wins.
    }
    return JSON.parse((await this.#kv.findByUuid('app', uuid))!.value) as string;
  }

  /** Stores a value and returns its public key. */
  async create(resource: PermalinkResource, value: unknown, userId: number | null): Promise<string> {
    const entry = await this.#kv.insert(resource, JSON.stringify(value), userId);
    return (await this.#codec(resource)).encode(entry.id);
  }

  /** The stored value of a key; null when the key is malformed or unknown. */
  async get(resource: PermalinkResource, key: string): Promise<unknown | null> {
    const ids = (await this.#codec(resource)).decode(key);
    if (ids.length !== 1) return null;
    const entry = await this.#kv.findById(resource, ids[0]!);
    if (!entry) return null;
    try {
      return JSON.parse(entry.value) as unknown;
    } catch {
      return null;
    }
  }
}
