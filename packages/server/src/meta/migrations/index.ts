import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import type { MetaStore } from '../connect.ts';
import { foundation } from './0001-foundation.ts';
import { charts } from './0002-charts.ts';
import { sqllab } from './0003-sqllab.ts';
import { annotations } from './0004-annotations.ts';
import { tokenVersion } from './0005-token-version.ts';
import { randomPermalinkKeys } from './0006-random-permalink-keys.ts';
import { rowLevelSecurity } from './0007-row-level-security.ts';
import { embeddedDashboards } from './0008-embedded-dashboards.ts';
import { cssTemplatesAndTags } from './0009-css-templates-and-tags.ts';
import { reports } from './0010-reports.ts';
import { reportRuns } from './0011-report-runs.ts';
import type { Migration } from './helpers.ts';

/** Every migration in order; append new ones at the end, never edit a released one. */
export const MIGRATIONS: Migration[] = [
  foundation,
  charts,
  sqllab,
  annotations,
  tokenVersion,
  randomPermalinkKeys,
  rowLevelSecurity,
  embeddedDashboards,
  cssTemplatesAndTags,
  reports,
  reportRuns,
];

/** Runs every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(store: MetaStore): Promise<string[]> {
  const migrator = new Migrator({
    db: store.db as unknown as Kysely<unknown>,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          MIGRATIONS.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, store.dialect) }]),
        ),
    },
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? '?'} failed: ${String((result.error as Error).message ?? result.error)}`,
    );
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
