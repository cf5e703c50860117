import type { Kysely } from 'kysely';
import type { MetaDialect } from '../connect.ts';
import { boolDefault, withId, type Migration } from './helpers.ts';

/**
 * Alerts and reports (Superset's ReportSchedule, ReportRecipients, report_schedule_user and
 * ReportExecutionLog; docs/api.md §2.16). A name is unique per type, as the commands check, so that a
 * race cannot store two; recipients, owners and logs go with their schedule; a schedule goes with the
 * chart, dashboard or database it names (Superset cascades the same way).
 */
async function up(db: Kysely<unknown>, dialect: MetaDialect): Promise<void> {
  const s = db.schema;
  await withId(s.createTable('report_schedule'), dialect)
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('active', 'boolean', boolDefault(true))
    .addColumn('crontab', 'varchar(1000)', (c) => c.notNull())
    .addColumn('timezone', 'varchar(100)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('creation_method', 'varchar(255)', (c) => c.notNull().defaultTo('alerts_reports'))
    .addColumn('sql', 'text')
    .addColumn('chart_id', 'integer', (c) => c.references('slices.id').onDelete('cascade'))
    .addColumn('dashboard_id', 'integer', (c) => c.references('dashboards.id').onDelete('cascade'))
    .addColumn('database_id', 'integer', (c) => c.references('dbs.id').onDelete('cascade'))
    .addColumn('report_format', 'varchar(50)', (c) => c.notNull().defaultTo('PNG'))
    .addColumn('force_screenshot', 'boolean', boolDefault(false))
    .addColumn('custom_width', 'integer')
    .addColumn('validator_type', 'varchar(100)')
    .addColumn('validator_config_json', 'text')
    .addColumn('log_retention', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('working_timeout', 'integer', (c) => c.notNull().defaultTo(3600))
    .addColumn('grace_period', 'integer', (c) => c.notNull().defaultTo(14400))
    .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('email_subject', 'varchar(255)')
    .addColumn('last_state', 'varchar(50)', (c) => c.notNull().defaultTo('Not triggered'))
    .addColumn('last_eval_dttm', 'varchar(32)')
    .addColumn('last_value', 'double precision')
    .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('report_schedule_name_type_uq', ['name', 'type'])
    .execute();
  await s
    .createIndex('report_schedule_chart_idx')
    .on('report_schedule')
    .column('chart_id')
    .execute();
  await s
    .createIndex('report_schedule_dashboard_idx')
    .on('report_schedule')
    .column('dashboard_id')
    .execute();

  await withId(s.createTable('report_recipient'), dialect)
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('recipient_config_json', 'text', (c) => c.notNull())
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .execute();
  await s
    .createIndex('report_recipient_schedule_idx')
    .on('report_recipient')
    .column('report_schedule_id')
    .execute();

  await s
    .createTable('report_schedule_user')
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('report_schedule_user_pk', ['report_schedule_id', 'user_id'])
    .execute();

  await withId(s.createTable('report_execution_log'), dialect)
    .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('report_schedule_id', 'integer', (c) =>
      c.notNull().references('report_schedule.id').onDelete('cascade'),
    )
    .addColumn('scheduled_dttm', 'varchar(32)', (c) => c.notNull())
    .addColumn('start_dttm', 'varchar(32)')
    .addColumn('end_dttm', 'varchar(32)')
    .addColumn('value', 'double precision')
    .addColumn('value_row_json', 'text')
    .addColumn('state', 'varchar(50)', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .execute();
  await s
    .createIndex('report_execution_log_schedule_idx')
    .on('report_execution_log')
    .columns(['report_schedule_id', 'start_dttm'])
    .execute();
}

export const reports: Migration = { name: '0010-reports', up };
