import { sql, type Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { boolDefault, withId, type Migration } from './helpers.ts';

async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('users'), dialect)
    .addColumn('username', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('password', 'varchar(256)')
    .addColumn('active', 'boolean', boolDefault(true))
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_login', 'varchar(32)')
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by_fk', 'integer')
    .addColumn('changed_by_fk', 'integer')
    .execute();
  await withId(s.createTable('roles'), dialect)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  await s
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();
  await withId(s.createTable('permission_views'), dialect)
    .addColumn('permission', 'varchar(100)', (c) => c.notNull())
    .addColumn('view_menu', 'varchar(250)', (c) => c.notNull())
    .addUniqueConstraint('permission_views_uq', ['permission', 'view_menu'])
    .execute();
  await s
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_view_id', 'integer', (c) =>
      c.notNull().references('permission_views.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_view_id'])
    .execute();

  await withId(s.createTable('dbs'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('backend', 'varchar(64)', (c) => c.notNull())
    .addColumn('configuration_method', 'varchar(32)', (c) =>
      c.notNull().defaultTo('sqlalchemy_form'),
    )
    .addColumn('cache_timeout', 'integer')
    .addColumn('expose_in_sqllab', 'boolean', boolDefault(true))
    .addColumn('allow_run_async', 'boolean', boolDefault(false))
    .addColumn('allow_file_upload', 'boolean', boolDefault(false))
    .addColumn('allow_ctas', 'boolean', boolDefault(false))
    .addColumn('allow_cvas', 'boolean', boolDefault(false))
    .addColumn('allow_dml', 'boolean', boolDefault(false))
    .addColumn('impersonate_user', 'boolean', boolDefault(false))
    .addColumn('force_ctas_schema', 'varchar(250)')
    .addColumn('extra', 'text')
    .addColumn('encrypted_extra', 'text')
    .addColumn('server_cert', 'text')
    .addColumn('is_managed_externally', 'boolean', boolDefault(false))
    .addColumn('external_url', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await withId(s.createTable('datasets'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) => c.notNull().references('dbs.id'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(255)')
    .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
    .addColumn('sql', 'text')
    .addColumn('description', 'text')
    .addColumn('main_dttm_col', 'varchar(250)')
    .addColumn('default_endpoint', 'text')
    .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_timeout', 'integer')
    .addColumn('is_sqllab_view', 'boolean', boolDefault(false))
    .addColumn('template_params', 'text')
    .addColumn('extra', 'text')
    .addColumn('filter_select_enabled', 'boolean', boolDefault(true))
    .addColumn('fetch_values_predicate', 'text')
    .addColumn('normalize_columns', 'boolean', boolDefault(false))
    .addColumn('always_filter_main_dttm', 'boolean', boolDefault(false))
    .addColumn('is_managed_externally', 'boolean', boolDefault(false))
    .addColumn('external_url', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('datasets_database_idx').on('datasets').column('database_id').execute();

  await withId(s.createTable('dataset_columns'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('is_dttm', 'boolean', boolDefault(false))
    .addColumn('is_active', 'boolean', boolDefault(true))
    .addColumn('type', 'text')
    .addColumn('advanced_data_type', 'varchar(255)')
    .addColumn('groupby', 'boolean', boolDefault(true))
    .addColumn('filterable', 'boolean', boolDefault(true))
    .addColumn('description', 'text')
    .addColumn('expression', 'text')
    .addColumn('extra', 'text')
    .addColumn('python_date_format', 'varchar(255)')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dataset_columns_uq', ['table_id', 'column_name'])
    .execute();

  await withId(s.createTable('dataset_metrics'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('verbose_name', 'varchar(1024)')
    .addColumn('metric_type', 'varchar(32)')
    .addColumn('expression', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('d3format', 'varchar(128)')
    .addColumn('currency', 'varchar(128)')
    .addColumn('extra', 'text')
    .addColumn('warning_text', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dataset_metrics_uq', ['table_id', 'metric_name'])
    .execute();

  await s
    .createTable('dataset_owners')
    .addColumn('table_id', 'integer', (c) =>
      c.notNull().references('datasets.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('dataset_owners_pk', ['table_id', 'user_id'])
    .execute();

  await withId(s.createTable('logs'), dialect)
    .addColumn('action', 'varchar(512)', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('json', 'text')
    .addColumn('dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('dashboard_id', 'integer')
    .addColumn('slice_id', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('referrer', 'varchar(1024)')
    .execute();

  await withId(s.createTable('key_value'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('resource', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer')
    .addColumn('changed_on', 'varchar(32)')
    .addColumn('changed_by_fk', 'integer')
    .addColumn('expires_on', 'varchar(32)')
    .execute();
  // A unique index on lower-case usernames keeps 'Admin' and 'admin' from both existing.
  await sql`CREATE UNIQUE INDEX users_username_lower_uq ON users (lower(username))`.execute(db);
}

export const foundation: Migration = { name: '0001-foundation', up };
