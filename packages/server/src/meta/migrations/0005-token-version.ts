import type { Kysely } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * `users.token_version`: every token and session cookie carries the version it was issued under and
 * is refused once the version moved on. Logout, a password change and deactivation increment it, which
 * revokes the user's outstanding tokens without a session table (docs/adr/0003, 0014).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export const tokenVersion: Migration = { name: '0005-token-version', up };
