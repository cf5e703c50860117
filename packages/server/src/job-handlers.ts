import { asyncChartDataOf, type AsyncChartData } from './commands/chart-data/async-chart-data.ts';
import { connectionOf, connectOptionsOf } from './commands/database/open-database.ts';
import type { AppContext } from './context.ts';
import type { Driver, Engine, ExecuteOptions } from './engines/engine-contract.ts';
import { AppError } from './errors.ts';
import { csvExportsOf } from './export/csv-export-jobs.ts';
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
 * The comment that starts every SQL Lab statement a process sends to MySQL/MariaDB, where a
 * connection cannot carry a name: the statement shows in `information_schema.PROCESSLIST` with it.
 */
function mysqlTag(workerId: string): string {
  return `/* ${sqllabConnectionName(workerId)} */ `;
}

/** A driver that sends every statement with `tag` in front. */
function tagged(driver: Driver, tag: string): Driver {
  const stream = driver.stream?.bind(driver);
  return {
    introspector: driver.introspector,
    close: () => driver.close(),
    execute: (sql, options) => driver.execute(tag + sql, options),
    ...(stream
      ? { stream: (sql: string, options?: ExecuteOptions) => stream(tag + sql, options) }
      : {}),
  };
}

/**
 * Opens a database for SQL Lab runs. The statements carry this process's name (PostgreSQL: the
 * connection's `application_name`; MySQL: a leading comment), so that when the process dies,
 * another one can find and cancel what it left running.
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
    return {
      engine,
      driver: engine.id === 'mysql' ? tagged(driver, mysqlTag(ctx.jobs.workerId)) : driver,
    };
  } catch (e) {
    throw new AppError(422, 'There was an error connecting to the database', {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      extra: { detail: (e as Error).message },
    });
  }
}

/**
 * Cancels what a dead worker left running in a database: on PostgreSQL its backends, found by the
 * connection name (the same role may cancel its own backends); on MySQL/MariaDB the statements that
 * start with its tag, by `KILL QUERY` (the server would run them to the end: it notices a lost
 * client only when it writes to it; a user may kill its own threads). DuckDB and SQLite run inside
 * the process and died with it.
 */
function cancelOrphans(ctx: AppContext): CancelOrphans {
  return async (db, workerId) => {
    const { engine, driver } = await openForSqlLab(ctx, db);
    if (engine.id === 'postgresql') {
      await driver.execute(
        'SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        { params: [sqllabConnectionName(workerId)] },
      );
    } else if (engine.id === 'mysql') {
      const tag = mysqlTag(workerId);
      const threads = await driver.execute(
        'SELECT ID FROM information_schema.PROCESSLIST WHERE LEFT(INFO, CHAR_LENGTH(?)) = ?',
        { params: [tag, tag] },
      );
      // The ids are the server's own integers.
      for (const [id] of threads.rows) await driver.execute(`KILL QUERY ${Number(id)}`);
    }
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
  csvExportsOf(ctx).register(lab.env, working);
  if (working) {
    lab.startOrphanSweep(cancelOrphans(ctx));
    // Report timers live where jobs run: the embedded process, or every worker (BullMQ decides).
    void reports.start().catch((err: unknown) => ctx.log?.error({ err }, 'report scheduler'));
  }
  return { lab, charts, reports };
}
