import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ChartDataRequest } from '@sightline/core';
import { asyncChartDataOf } from '../commands/chart-data/async-chart-data.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { AsyncJob } from '../jobs/async-events.ts';
import { isHandBack, JobHandBack, type JobContext } from '../jobs/queue.ts';
import { csvColumnStream } from './csv-columns.ts';
import { defaultExportName } from './download.ts';
import { exportColumns } from './export-values.ts';
import { can, dataAccessOf, loadCurrentUser, type CurrentUser } from '../security/current-user.ts';
import { exportCsv } from '../sqllab/export-csv.ts';
import type { Caller, SqlLabEnv } from '../sqllab/sqllab-env.ts';

/** The job that writes a large SQL Lab CSV export to a file (docs/adr/0016). */
export const EXPORT_CSV_JOB = 'export.csv';
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Settings of exports run as jobs (README "Configuration", `loadConfig`). */
export interface ExportSettings {
  /** SIGHTLINE_ASYNC_EXPORT_ROWS: an export of more rows runs as a job in async mode (100000). */
  asyncRows: number;
  /** SIGHTLINE_EXPORT_RETENTION_SECONDS: how long a finished export file is kept (3600). */
  retentionSeconds: number;
}

/** What an export job exports: a SQL Lab query's result, or a chart-data request's only query. */
export type ExportSource =
  { kind: 'sqllab'; clientId: string } | { kind: 'chart'; request: ChartDataRequest };

/** The payload of an `export.csv` job: JSON only. */
interface CsvExportJob {
  job: AsyncJob;
  source: ExportSource;
  userId: number;
  fileId: string;
}

/** What is kept next to an export file: who may download it, and under which name. */
interface ExportMeta {
  userId: number;
  filename: string;
  /** The worker that wrote it (`ctx.jobs.workerId`). */
  workerId: string;
}

/** The SQL Lab caller of a user inside a job (as `routes/sqllab/caller.ts` builds it). */
export function callerOfUser(user: CurrentUser): Caller {
  return {
    id: user.id,
    access: dataAccessOf(user),
    allQueries: user.isAdmin || can(user, [], 'all_query_access', 'all_query_access'),
    templateUser: {
      id: user.id,
      username: user.username,
      email: user.email,
      roles: Object.keys(user.roles),
    },
  };
}

const services = new WeakMap<AppContext, CsvExportJobs>();

/** The context's CSV export jobs (one per context). */
export function csvExportsOf(ctx: AppContext): CsvExportJobs {
  let s = services.get(ctx);
  if (!s) {
    s = new CsvExportJobs(ctx);
    services.set(ctx, s);
  }
  return s;
}

/**
 * Large CSV exports as jobs: the worker streams the rows from the database into
 * `<data dir>/exports/<uuid>.csv` (bounded memory; not the cache, which may evict), then writes a
 * `done` event whose `result_url` downloads the file, for the user who asked only. Files older than
 * the retention are deleted by {@link sweep}.
 */
export class CsvExportJobs {
  readonly settings: ExportSettings;
  readonly dir: string;
  #sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly ctx: AppContext) {
    this.settings = {
      asyncRows: ctx.config.asyncExportRows,
      retentionSeconds: ctx.config.exportRetentionSeconds,
    };
    this.dir = join(ctx.config.dataDir, 'exports');
  }

  /** Registers the job handler (every process, `job-handlers.ts`) and, in a worker, the sweep. */
  register(env: SqlLabEnv, working: boolean): void {
    this.ctx.jobs.registerHandler<CsvExportJob>(
      EXPORT_CSV_JOB,
      (p, job) => this.#run(env, p, job),
      {
        // Writing the file again is safe (a `.part` file renamed at the end): a failure that is
        // not the query's own fault is tried again, and a dying worker's export is run again.
        attempts: 3,
        backoffMs: 1000,
        onAbandoned: (p, reason) => this.#failed(p.job, reason),
      },
    );
    if (working && !this.#sweeper) {
      this.#sweeper = setInterval(
        () =>
          void this.sweep().catch((err: unknown) => this.ctx.log?.warn({ err }, 'export sweep')),
        Math.max(1000, Math.min(300_000, this.settings.retentionSeconds * 250)),
      );
      this.#sweeper.unref();
    }
  }

  /** Whether an export of a query that returned `rows` rows runs as a job here. */
  runsAsJob(rows: number | null): boolean {
    return this.ctx.config.globalAsyncQueries && rows !== null && rows > this.settings.asyncRows;
  }

  /** Queues an export; its events go to the caller's channel. */
  async submit(source: ExportSource, user: CurrentUser, channel: string): Promise<AsyncJob> {
    const events = asyncChartDataOf(this.ctx).events;
    const job: AsyncJob = {
      channel_id: channel,
      job_id: randomUUID(),
      user_id: user.id,
      status: 'pending',
      errors: [],
      result_url: null,
    };
    await events.add(job);
    try {
      await this.ctx.jobs.enqueue<CsvExportJob>(EXPORT_CSV_JOB, {
        job,
        source,
        userId: user.id,
        fileId: randomUUID(),
      });
    } catch (e) {
      // Nobody will run it: the channel says so, and the caller gets the error (503 for Redis).
      await this.#failed(job, e instanceof Error ? e.message : String(e)).catch(() => undefined);
      throw e;
    }
    return job;
  }

  async #failed(job: AsyncJob, message: string): Promise<void> {
    await asyncChartDataOf(this.ctx).events.add({ ...job, status: 'error', errors: [{ message }] });
  }

  async #run(env: SqlLabEnv, p: CsvExportJob, ctx: JobContext): Promise<void> {
    const events = asyncChartDataOf(this.ctx).events;
    await events.add({ ...p.job, status: 'running' });
    const part = join(this.dir, `${p.fileId}.csv.part`);
    try {
      const user = await loadCurrentUser(this.ctx, p.userId);
      if (!user) throw new AppError(403, 'The user of this job is gone');
      // The worker checks again, as that user, that the query and its data may be used.
      const { filename, stream } = await this.#produce(env, p.source, user, ctx.signal);
      await mkdir(this.dir, { recursive: true });
      await pipeline(stream, createWriteStream(part));
      const meta: ExportMeta = { userId: p.userId, filename, workerId: this.ctx.jobs.workerId };
      await writeFile(join(this.dir, `${p.fileId}.json`), JSON.stringify(meta));
      await rename(part, join(this.dir, `${p.fileId}.csv`));
      await events.add({
        ...p.job,
        status: 'done',
        result_url: `/api/v1/sqllab/export_file/${p.fileId}`,
      });
    } catch (e) {
      await rm(part, { force: true });
      // A stopping worker hands the export back to the queue: another worker writes it.
      if (isHandBack(ctx.signal)) throw new JobHandBack();
      // The query's own error (4xx) is the answer; anything else may pass, and is tried again.
      const final = ctx.finalAttempt || (e instanceof AppError && e.status < 500);
      if (!final) throw e;
      await this.#failed(p.job, e instanceof Error ? e.message : String(e));
    }
  }

  async #produce(
    env: SqlLabEnv,
    source: ExportSource,
    user: CurrentUser,
    signal: AbortSignal,
  ): Promise<{ filename: string; stream: Readable }> {
    if (source.kind === 'sqllab')
      return exportCsv(env, source.clientId, callerOfUser(user), signal);
    const [e] = await this.ctx.chartData.stream(source.request, { user, signal });
    if (!e) throw new AppError(400, 'Empty query result');
    const verbose = Object.fromEntries(e.columns.map((c) => [c.name, c.verboseName]));
    const columns = exportColumns(
      e.columns.map((c) => c.name),
      e.columns.map((c) => c.generic),
      verbose,
    );
    return {
      filename: `${defaultExportName()}.csv`,
      stream: csvColumnStream(e.batches(), columns),
    };
  }

  /** A finished export file of `user`: its path, name and writer; 404 for anyone else. */
  async file(fileId: string, user: CurrentUser): Promise<ExportMeta & { path: string }> {
    if (!FILE_ID.test(fileId)) throw new AppError(404, 'Not found');
    let meta: ExportMeta;
    try {
      meta = JSON.parse(await readFile(join(this.dir, `${fileId}.json`), 'utf8')) as ExportMeta;
      await stat(join(this.dir, `${fileId}.csv`));
    } catch {
      throw new AppError(404, 'Not found');
    }
    if (meta.userId !== user.id) throw new AppError(404, 'Not found');
    return { ...meta, path: join(this.dir, `${fileId}.csv`) };
  }

  /** Deletes export files (and leftovers) older than the retention; returns how many files went. */
  async sweep(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(this.dir, name);
      const s = await stat(path).catch(() => null);
      if (!s || now - s.mtimeMs < this.settings.retentionSeconds * 1000) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  close(): void {
    if (this.#sweeper) clearInterval(this.#sweeper);
    this.#sweeper = null;
    if (services.get(this.ctx) === this) services.delete(this.ctx);
  }
}
