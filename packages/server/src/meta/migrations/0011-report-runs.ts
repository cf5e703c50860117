import type { Kysely } from 'kysely';
import type { Migration } from './helpers.ts';

/**
 * What a run of an alert leaves on its schedule besides `last_value`: the `not null` validator's
 * value as text (Superset's `last_value_row_json`), and an index to find a schedule's last run of a
 * state (grace period, working timeout) and to prune old runs (docs/adr/0019-reports.md).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('report_schedule').addColumn('last_value_row_json', 'text').execute();
  await db.schema
    .createIndex('report_execution_log_state_idx')
    .on('report_execution_log')
    .columns(['report_schedule_id', 'state', 'end_dttm'])
    .execute();
}

export const reportRuns: Migration = { name: '0011-report-runs', up };
