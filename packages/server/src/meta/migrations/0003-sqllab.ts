import type { Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import type { Migration } from './helpers.ts';

// SQL Lab: queries, saved queries, tab state, table schema: filled by the SQL Lab work.
async function up(_db: Kysely<unknown>, _dialect: MetaDialect): Promise<void> {}

export const sqllab: Migration = { name: '0003-sqllab', up };
