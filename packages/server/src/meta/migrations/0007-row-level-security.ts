import type { Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { withId, type Migration } from './helpers.ts';

/**
 * Row level security filters (Superset's RowLevelSecurityFilter with its `rls_filter_tables` and
 * `rls_filter_roles` links; docs/api.md §2.18). A filter's name is unique, as the commands check, so that
 * a race cannot store two; its links go with it, and with the dataset or role they name.
 */
async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('row_level_security_filters'), dialect)
    .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('filter_type', 'varchar(255)', (c) => c.notNull())
    .addColumn('group_key', 'varchar(255)')
    .addColumn('clause', 'text', (c) => c.notNull())
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await s
    .createTable('rls_filter_tables')
    .addColumn('rls_filter_id', 'integer', (c) =>
      c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
    )
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('rls_filter_tables_pk', ['rls_filter_id', 'table_id'])
    .execute();
  await s
    .createIndex('rls_filter_tables_table_idx')
    .on('rls_filter_tables')
    .column('table_id')
    .execute();

  await s
    .createTable('rls_filter_roles')
    .addColumn('rls_filter_id', 'integer', (c) =>
      c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('rls_filter_roles_pk', ['rls_filter_id', 'role_id'])
    .execute();
}

export const rowLevelSecurity: Migration = { name: '0007-row-level-security', up };
