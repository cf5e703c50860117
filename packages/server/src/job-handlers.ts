import { asyncChartDataOf, type AsyncChartData } from './commands/chart-data/async-chart-data.ts';
import { connectionOf, connectOptionsOf } from './commands/database/open-database.ts';
import type { AppContext } from './context.ts';
import type { Driver, Engine } from './engines/engine-contract.ts';
import { AppError } from './errors.ts';
import type { DatabaseRecord } from './meta/repos/databases-repo.ts';
import { reportServiceOf, type ReportService } from './reports/report-service.ts';
import { registerScreenshotJobs } from './screenshots/index.ts';
import type { CancelOrphans } from './sqllab/sqllab-job.ts';
import { createSqlLab, type SqlLab } from './sqllab/sqllab-service.ts';

/** The services whose jobs a process runs. */
export interface JobHandlers {
  lab: SqlLab;
  charts: AsyncChartData;
  reports: ReportService;
}

/** The PostgreSQL `application_name` of SQL Lab connections of one process (worker). */
export function sqllabConnectionName(workerId: string): string {
  return `sightline-${workerId}`;
}

/**
 * Opens a database for SQL Lab runs. On PostgreSQL the connections carry this process's name, so
 * that when the process dies, another one can find and cancel what it left running.
 */
async function openForSqlLab(
  ctx: AppContext,
  db: DatabaseRecord,
): Promise<{ engine: Engine; driver: Driver }> {
  const { engine, uri } = connectionOf(ctx, db);
  if (engine.id === 'postgresql')
    uri.query = { ...uri.query, application_name: sqllabConnectionName(ctx.jobs.workerId) };
  try {
    const driver = await ctx.connections.get(
      `sqllab:${db.id}`,
      engine,
      uri,
      connectOptionsOf(db.extra),
    );
    return { engine, driver };
  } catch (e) {
    throw new AppError(422, 'There was an error connecting to the database', {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      extra: { detail: (e as Error).message },
    });
  }
}

/**
 * Cancels what a dead worker left running in a database: on PostgreSQL its backends, found by the
 * connection name (the same role may cancel its own backends). DuckDB and SQLite run inside the
 * process and died with it; on MySQL the server ends the query when it notices the lost connection.
 */
function cancelOrphans(ctx: AppContext): CancelOrphans {
  return async (db, workerId) => {
    if (db.backend !== 'postgresql') return;
    const { driver } = await openForSqlLab(ctx, db);
    await driver.execute(
      'SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
      { params: [sqllabConnectionName(workerId)] },
    );
  };
}

/**
 * Registers every job handler of this process (once per context; the routes get the same
 * services) and, when the process takes jobs, starts the orphan sweep (docs/adr/0016).
 */
export function registerJobHandlers(ctx: AppContext, working: boolean): JobHandlers {
  const lab = createSqlLab(ctx, (db) => openForSqlLab(ctx, db));
  const charts = asyncChartDataOf(ctx);
  const reports = reportServiceOf(ctx);
  registerScreenshotJobs(ctx);
  if (working) {
    lab.startOrphanSweep(cancelOrphans(ctx));
    // Report timers live where jobs run: the embedded process, or every worker (BullMQ decides).
    void reports.start().catch((err: unknown) => ctx.log?.error({ err }, 'report scheduler'));
  }
  return { lab, charts, reports };
}
