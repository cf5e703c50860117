import type { Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import type { Migration } from './helpers.ts';

// Charts (slices), dashboards' chart links and favorites: filled by the chart API work.
async function up(_db: Kysely<unknown>, _dialect: MetaDialect): Promise<void> {}

export const charts: Migration = { name: '0002-charts', up };
