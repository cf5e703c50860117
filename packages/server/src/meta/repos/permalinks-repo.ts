import { randomBytes } from 'node:crypto';
import type { MetaStore } from '../connect.ts';
import { KeyValueRepo } from './key-value-repo.ts';

/** Permalink resources of `key_value` (docs/api.md §3.1). */
export type PermalinkResource = 'explore_permalink' | 'dashboard_permalink' | 'sqllab_permalink';

/** 16 random bytes: 128 bits, 22 base64url characters. */
const KEY_BYTES = 16;
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A fresh random permalink key (url-safe, no padding). */
export function newPermalinkKey(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

/** Whether `key` has the shape of a key `newPermalinkKey` makes; others are never looked up. */
export function isPermalinkKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Permalinks: each POST stores a new `key_value` row under a random public key kept in the row.
 * Superset encodes the row id with Hashids instead; a salted encoding of a sequence can still be
 * walked once one key and the scheme leak, so the key here carries no id at all, and the old forms
 * (`kv:<id>`, Hashids of an id) are not understood.
 */
export class PermalinksRepo {
  readonly #kv: KeyValueRepo;

  constructor(store: MetaStore) {
    this.#kv = new KeyValueRepo(store);
  }

  /** Stores a value and returns its public key. */
  async create(
    resource: PermalinkResource,
    value: unknown,
    userId: number | null,
  ): Promise<string> {
    const key = newPermalinkKey();
    await this.#kv.insert(resource, JSON.stringify(value), userId, { permalinkKey: key });
    return key;
  }

  /** The stored value of a key; null when the key is malformed or unknown. */
  async get(resource: PermalinkResource, key: string): Promise<unknown | null> {
    if (!isPermalinkKey(key)) return null;
    const entry = await this.#kv.findByPermalinkKey(resource, key);
    if (!entry) return null;
    try {
      return JSON.parse(entry.value) as unknown;
    } catch {
      return null;
    }
  }
}
