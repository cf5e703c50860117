import type { Kysely } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * Permalinks are found by a random public key (128 bits, base64url) kept in their `key_value` row,
 * no longer by an encoding of the row id, so a key cannot be derived from a sequence number.
 * Rows written before this have no key and stay unreachable:
 * their old links (`kv:N`, Hashids of the id) answer 404 on purpose. Unique, so a key names one row;
 * both dialects allow many NULLs under a unique index.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('key_value').addColumn('permalink_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('key_value_permalink_key_uq')
    .unique()
    .on('key_value')
    .column('permalink_key')
    .execute();
}

export const randomPermalinkKeys: Migration = { name: '0006-random-permalink-keys', up };
