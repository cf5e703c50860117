import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';

/** A listening server. */
export interface RunningServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Bootstraps the data dir and metadata store, then listens on config.host:config.port. */
export async function startServer(
  config: Config,
  log: (msg: string) => void = config.logLevel === 'silent' ? () => undefined : console.log,
): Promise<RunningServer> {
  const { ctx } = await bootstrap(config, log);
  const app = await buildApp(ctx);
  await app.listen({ port: config.port, host: config.host });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${host}:${port}`,
    app,
    ctx,
    async close() {
      await app.close();
      await ctx.connections.closeAll();
      await ctx.cacheStore.close();
      await ctx.store.close();
    },
  };
}
