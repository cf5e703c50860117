import { createHash, randomUUID } from 'node:crypto';
import type { MetaStore } from '../connect.ts';
import { nowIso } from '../schema.ts';

/** One `key_value` row (docs/api.md §3.1): a JSON document under a resource name. */
export interface KeyValueEntry {
  id: number;
  uuid: string;
  resource: string;
  value: string;
  createdOn: string;
  createdBy: number | null;
  expiresOn: string | null;
  /** A permalink's random public key; null for every other row. */
  permalinkKey: string | null;
}

/** A name-based UUID (version 5 layout over SHA-1), so well-known entries have a fixed key. */
export function uuidFromName(name: string): string {
  const h = createHash('sha1').update(`sightline:key_value:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toEntry = (r: any): KeyValueEntry => ({
  id: Number(r.id),
  uuid: r.uuid,
  resource: r.resource,
  value: r.value,
  createdOn: r.created_on,
  createdBy: r.created_by_fk === null ? null : Number(r.created_by_fk),
  expiresOn: r.expires_on,
  permalinkKey: r.permalink_key ?? null,
});

/** The generic key-value store behind permalinks, shared salts and temporary caches. */
export class KeyValueRepo {
  constructor(private readonly store: MetaStore) {}

  /** Stores a value and returns its row; expired rows read as missing. */
  async insert(
    resource: string,
    value: string,
    userId: number | null,
    opts: { uuid?: string; expiresOn?: string | null; permalinkKey?: string } = {},
  ): Promise<KeyValueEntry> {
    const r = await this.store.db
      .insertInto('key_value')
      .values({
        uuid: opts.uuid ?? randomUUID(),
        resource,
        value,
        created_on: nowIso(),
        created_by_fk: userId,
        changed_on: null,
        changed_by_fk: null,
        expires_on: opts.expiresOn ?? null,
        permalink_key: opts.permalinkKey ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(r);
  }

  /** The row of a permalink key; rows are never found by their sequential id, so links cannot be enumerated. */
  async findByPermalinkKey(resource: string, key: string): Promise<KeyValueEntry | null> {
    const r = await this.store.db
      .selectFrom('key_value')
      .selectAll()
      .where('resource', '=', resource)
      .where('permalink_key', '=', key)
      .executeTakeFirst();
    return r && !expired(r.expires_on) ? toEntry(r) : null;
  }

  async findByUuid(resource: string, uuid: string): Promise<KeyValueEntry | null> {
    const r = await this.store.db
      .selectFrom('key_value')
      .selectAll()
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return r && !expired(r.expires_on) ? toEntry(r) : null;
  }

  async updateByUuid(
    resource: string,
    uuid: string,
    value: string,
    userId: number | null,
    expiresOn: string | null = null,
  ): Promise<void> {
    await this.store.db
      .updateTable('key_value')
      .set({ value, changed_on: nowIso(), changed_by_fk: userId, expires_on: expiresOn })
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .execute();
  }

  async deleteByUuid(resource: string, uuid: string): Promise<boolean> {
    const r = await this.store.db
      .deleteFrom('key_value')
      .where('resource', '=', resource)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Drops expired rows of a resource (called opportunistically by writers). */
  async purgeExpired(resource: string): Promise<void> {
    await this.store.db
      .deleteFrom('key_value')
      .where('resource', '=', resource)
      .where('expires_on', '<', nowIso())
      .execute();
  }
}

function expired(expiresOn: string | null): boolean {
  return expiresOn !== null && expiresOn < nowIso();
}
