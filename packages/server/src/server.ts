import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { registerJobHandlers } from './job-handlers.ts';
import { closeSharedBrowser, rememberServerUrl } from './screenshots/index.ts';

/** A listening server. */
export interface RunningServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** A worker process: runs jobs, serves no HTTP. */
export interface RunningWorker {
  ctx: AppContext;
  /** The queue's kind and this worker's id, for the start-up line. */
  describe(): string;
  close(): Promise<void>;
}

/** How a process takes part in the job system. */
export interface ProcessRole {
  /** Take jobs in this process (false: `start --no-worker`, a web node that only enqueues). */
  worker: boolean;
}

async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.jobs.close();
  await closeSharedBrowser();
  await ctx.connections.closeAll();
  await ctx.cacheStore.close();
  await ctx.store.close();
}

/**
 * Bootstraps the data dir and metadata store, registers the job handlers (and starts taking jobs
 * unless `role.worker` is false), then listens on config.host:config.port.
 */
export async function startServer(
  config: Config,
  log: (msg: string) => void = config.logLevel === 'silent' ? () => undefined : console.log,
  role: ProcessRole = { worker: true },
): Promise<RunningServer> {
  const { ctx } = await bootstrap({ ...config, runWorker: role.worker } as Config, log);
  registerJobHandlers(ctx, role.worker);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  rememberServerUrl(ctx, `http://${host}:${port}`);
  return {
    url: `http://${host}:${port}`,
    app,
    ctx,
    async close() {
      // The app's onClose hooks drain the job queue (SQL Lab) before the stores go.
      await app.close();
      await closeContext(ctx);
    },
  };
}

/** `sightline worker`: bootstraps like a server, then only takes jobs from the shared queue. */
export async function startWorker(
  config: Config,
  log: (msg: string) => void = config.logLevel === 'silent' ? () => undefined : console.log,
): Promise<RunningWorker> {
  const { ctx } = await bootstrap({ ...config, runWorker: true } as Config, log);
  const { lab, charts } = registerJobHandlers(ctx, true);
  await ctx.jobs.startWorker();
  return {
    ctx,
    describe: () => `${ctx.jobs.kind} queue, worker ${ctx.jobs.workerId}`,
    async close() {
      await lab.close(); // drains the queue: running jobs finish or go back to it
      await charts.close();
      await closeContext(ctx);
    },
  };
}
