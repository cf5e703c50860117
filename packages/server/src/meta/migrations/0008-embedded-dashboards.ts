import type { Kysely } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * Embedded dashboards (Superset's `embedded_dashboards`): at most one row per dashboard, found by its
 * own random uuid (the id the embedding page and guest tokens name, never the dashboard's), with the
 * allowed referrer domains as a JSON list (an empty list allows any). The row goes with its dashboard.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('embedded_dashboards')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().unique().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('allow_domain_list', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export const embeddedDashboards: Migration = { name: '0008-embedded-dashboards', up };
