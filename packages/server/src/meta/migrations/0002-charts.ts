import type { CreateTableBuilder, Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { boolDefault, withId, type Migration } from './helpers.ts';

// Charts (slices), dashboards with their chart links, owners and roles, and favorites (docs/api.md §5.1, §5.4).
async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  const audit = (tb: CreateTableBuilder<string, string>) =>
    tb
      .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
      .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'));

  // datasource_id has no foreign key: a chart's datasource may be a dataset, a query or a saved query.
  await audit(
    withId(s.createTable('slices'), dialect)
      .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('slice_name', 'varchar(250)', (c) => c.notNull())
      .addColumn('datasource_id', 'integer', (c) => c.notNull())
      .addColumn('datasource_type', 'varchar(200)', (c) => c.notNull())
      .addColumn('datasource_name', 'varchar(2000)')
      .addColumn('viz_type', 'varchar(250)')
      .addColumn('params', 'text')
      .addColumn('query_context', 'text')
      .addColumn('description', 'text')
      .addColumn('cache_timeout', 'integer')
      .addColumn('certified_by', 'text')
      .addColumn('certification_details', 'text')
      .addColumn('is_managed_externally', 'boolean', boolDefault(false))
      .addColumn('external_url', 'text')
      .addColumn('last_saved_at', 'varchar(32)')
      .addColumn('last_saved_by_fk', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      ),
  ).execute();
  await s
    .createIndex('slices_datasource_idx')
    .on('slices')
    .columns(['datasource_id', 'datasource_type'])
    .execute();

  await s
    .createTable('slice_owners')
    .addColumn('slice_id', 'integer', (c) =>
      c.notNull().references('slices.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('slice_owners_pk', ['slice_id', 'user_id'])
    .execute();

  await audit(
    withId(s.createTable('dashboards'), dialect)
      .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('dashboard_title', 'varchar(500)', (c) => c.notNull())
      .addColumn('slug', 'varchar(255)', (c) => c.unique())
      .addColumn('position_json', 'text')
      .addColumn('json_metadata', 'text')
      .addColumn('css', 'text')
      .addColumn('description', 'text')
      .addColumn('theme_id', 'integer')
      .addColumn('certified_by', 'text')
      .addColumn('certification_details', 'text')
      .addColumn('published', 'boolean', boolDefault(false))
      .addColumn('is_managed_externally', 'boolean', boolDefault(false))
      .addColumn('external_url', 'text'),
  ).execute();

  await s
    .createTable('dashboard_slices')
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('slice_id', 'integer', (c) =>
      c.notNull().references('slices.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('dashboard_slices_pk', ['dashboard_id', 'slice_id'])
    .execute();
  await s
    .createIndex('dashboard_slices_slice_idx')
    .on('dashboard_slices')
    .column('slice_id')
    .execute();

  await s
    .createTable('dashboard_owners')
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_owners_pk', ['dashboard_id', 'user_id'])
    .execute();

  await s
    .createTable('dashboard_roles')
    .addColumn('dashboard_id', 'integer', (c) =>
      c.notNull().references('dashboards.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dashboard_roles_pk', ['dashboard_id', 'role_id'])
    .execute();

  // obj_id has no foreign key: it points at a slice or a dashboard depending on class_name.
  await withId(s.createTable('favorites'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('obj_id', 'integer', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('favorites_uq', ['user_id', 'class_name', 'obj_id'])
    .execute();
  await s
    .createIndex('favorites_obj_idx')
    .on('favorites')
    .columns(['class_name', 'obj_id'])
    .execute();
}

export const charts: Migration = { name: '0002-charts', up };
