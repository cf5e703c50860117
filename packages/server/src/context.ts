import type { FastifyBaseLogger } from 'fastify';
import { ChartDataPipeline } from './commands/chart-data/chart-data-pipeline.ts';
import type { Config } from './config.ts';
import { ConnectionManager } from './engines/connections.ts';
import { createJobQueue } from './jobs/create-queue.ts';
import type { JobQueue } from './jobs/queue.ts';
import {
  createCacheStore,
  DataCache,
  type CacheLogger,
  type CacheStore,
} from './query/cache/index.ts';
import type { MetaStore } from './meta/connect.ts';
import { MetaCache } from './meta/meta-cache.ts';
import { DatabasesRepo } from './meta/repos/databases-repo.ts';
import { DatasetsRepo } from './meta/repos/datasets-repo.ts';
import { RolesRepo } from './meta/repos/roles-repo.ts';
import { UsersRepo } from './meta/repos/users-repo.ts';
import { LoginThrottle } from './security/login-throttle.ts';
import { SecretBox } from './security/secret-box.ts';
import { resolveSecrets, type ResolvedConfig } from './security/secret-key.ts';
import { TokenService } from './security/tokens.ts';

/** Everything a command or route needs, built once per server. */
export interface AppContext {
  /** The configuration with the secret key resolved (generated and kept in the data dir when unset). */
  config: ResolvedConfig;
  store: MetaStore;
  users: UsersRepo;
  roles: RolesRepo;
  databases: DatabasesRepo;
  datasets: DatasetsRepo;
  tokens: TokenService;
  secretBox: SecretBox;
  loginThrottle: LoginThrottle;
  connections: ConnectionManager;
  /** The chart-data cache (in-process LRU, or Redis with SIGHTLINE_REDIS_URL). */
  dataCache: DataCache;
  /** The chart-data pipeline every chart-data entry runs (docs/adr/0006), over `dataCache`. */
  readonly chartData: ChartDataPipeline;
  cacheStore: CacheStore;
  /** Memo of metadata reads, dropped on every write. */
  metaCache: MetaCache;
  log: FastifyBaseLogger | null;
  /** The job queue of this process (in-process, or BullMQ with Redis; docs/adr/0016), built on first use. */
  readonly jobs: JobQueue;
}

export function createContext(loaded: Config, store: MetaStore): AppContext {
  const config = resolveSecrets(loaded);
  const cacheStore = createCacheStore({
    redisUrl: config.redisUrl,
    maxBytes: config.cacheMaxBytes,
  });
  // The app's logger is set on the context after it is built (app.ts), so the cache asks for it late.
  const cacheLogger: CacheLogger = { warn: (obj, msg) => ctx.log?.warn(obj, msg) };
  let chartData: ChartDataPipeline | null = null;
  let jobs: JobQueue | null = null;
  const ctx: AppContext = {
    config,
    store,
    users: new UsersRepo(store),
    roles: new RolesRepo(store),
    databases: new DatabasesRepo(store),
    datasets: new DatasetsRepo(store),
    tokens: new TokenService(config.secretKey),
    secretBox: new SecretBox(config.secretKey),
    loginThrottle: new LoginThrottle({
      maxAttempts: config.loginMaxAttempts,
      windowSeconds: config.loginWindowSeconds,
      maxAttemptsPerAddress: config.loginMaxAttemptsPerAddress,
      addressWindowSeconds: config.loginAddressWindowSeconds,
      redisUrl: config.redisUrl,
    }),
    connections: new ConnectionManager(),
    cacheStore,
    metaCache: new MetaCache(store),
    dataCache: new DataCache(cacheStore, { logger: cacheLogger }),
    // Built on first use (once): the pipeline keeps the context, which does not exist before this literal.
    get chartData() {
      return (chartData ??= new ChartDataPipeline(ctx, ctx.dataCache));
    },
    get jobs() {
      return (jobs ??= createJobQueue(config, (err, job) =>
        ctx.log?.error({ err, job }, 'background job failed'),
      ));
    },
    log: null,
  };
  return ctx;
}
