import type { Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { boolDefault, withId, type Migration } from './helpers.ts';

/**
 * SQL Lab: query history (`queries`), saved queries, editor tabs (`tab_state`)
 * and the tables shown in a tab's left bar (`table_schema`). Timestamps are ISO strings except the
 * query times the contract sends as epoch-millisecond floats (docs/api.md §2.11 QueryDict, §2.14). Saved query
 * favorites live in the shared `favorites` table (class_name 'query', as Superset's FavStar).
 * A user's queries, saved queries and tabs go with the user; everything goes with its database.
 */
async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('queries'), dialect)
    .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('database_id', 'integer', (c) =>
      c.notNull().references('dbs.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('tab_name', 'varchar(256)')
    .addColumn('sql_editor_id', 'varchar(256)')
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('select_sql', 'text')
    .addColumn('executed_sql', 'text')
    .addColumn('limit', 'integer')
    .addColumn('limiting_factor', 'varchar(32)', (c) => c.notNull().defaultTo('UNKNOWN'))
    .addColumn('select_as_cta', 'boolean', boolDefault(false))
    .addColumn('select_as_cta_used', 'boolean', boolDefault(false))
    .addColumn('ctas_method', 'varchar(16)')
    .addColumn('tmp_table_name', 'varchar(256)')
    .addColumn('tmp_schema_name', 'varchar(256)')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('results_key', 'varchar(64)')
    .addColumn('tracking_url', 'text')
    .addColumn('start_time', 'double precision')
    .addColumn('start_running_time', 'double precision')
    .addColumn('end_time', 'double precision')
    .addColumn('end_result_backend_time', 'double precision')
    .addColumn('extra_json', 'text')
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s
    .createIndex('queries_user_changed_idx')
    .on('queries')
    .columns(['user_id', 'changed_on'])
    .execute();
  await s.createIndex('queries_results_key_idx').on('queries').column('results_key').execute();
  await s.createIndex('queries_sql_editor_idx').on('queries').column('sql_editor_id').execute();

  await withId(s.createTable('saved_query'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('db_id', 'integer', (c) => c.notNull().references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(128)')
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('sql', 'text')
    .addColumn('template_parameters', 'text')
    .addColumn('extra_json', 'text')
    .addColumn('rows', 'integer')
    .addColumn('last_run', 'varchar(32)')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('saved_query_user_idx').on('saved_query').column('user_id').execute();

  await withId(s.createTable('tab_state'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'varchar(256)', (c) => c.notNull())
    .addColumn('active', 'boolean', boolDefault(false))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('sql', 'text')
    .addColumn('query_limit', 'integer')
    .addColumn('latest_query_id', 'varchar(11)')
    .addColumn('autorun', 'boolean', boolDefault(false))
    .addColumn('template_params', 'text')
    .addColumn('hide_left_bar', 'boolean', boolDefault(false))
    .addColumn('saved_query_id', 'integer', (c) =>
      c.references('saved_query.id').onDelete('set null'),
    )
    .addColumn('extra_json', 'text')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('tab_state_user_idx').on('tab_state').column('user_id').execute();

  await withId(s.createTable('table_schema'), dialect)
    .addColumn('tab_state_id', 'integer', (c) =>
      c.notNull().references('tab_state.id').onDelete('cascade'),
    )
    .addColumn('database_id', 'integer', (c) =>
      c.notNull().references('dbs.id').onDelete('cascade'),
    )
    .addColumn('catalog', 'varchar(256)')
    .addColumn('schema', 'varchar(256)')
    .addColumn('table', 'varchar(256)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('expanded', 'boolean', boolDefault(false))
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('table_schema_tab_idx').on('table_schema').column('tab_state_id').execute();
}

export const sqllab: Migration = { name: '0003-sqllab', up };
