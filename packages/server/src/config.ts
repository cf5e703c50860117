import { resolve } from 'node:path';

/** The default secret; refused in production. */
export const DEFAULT_SECRET_KEY = 'sightline-dev-secret-change-me';

/** Server configuration, read from environment variables (see README, "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgresql://... keeps the metadata in PostgreSQL; null = SQLite file in dataDir. */
  metadataUrl: string | null;
  secretKey: string;
  adminPassword: string | null;
  allowFileDatabases: boolean;
  production: boolean;
  /** Create and fill the examples DuckDB database on first start. */
  loadExamples: boolean;
  examplesSalesRows: number;
  /** Directory of the built web app; null = packages/web/dist. */
  webDistDir: string | null;
  /** Failed logins allowed per username+IP inside the window before throttling. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  sessionSeconds: number;
  logLevel: string;
  /** Redis for the data cache (and, later, the distributed mode); null = in-process cache. */
  redisUrl: string | null;
  /** Per-query timeout of chart-data queries, unless a database's extra sets `query_timeout`. */
  queryTimeoutSeconds: number;
  /** Default and maximum row limits of chart-data queries (ROW_LIMIT, SQL_MAX_ROW). */
  rowLimit: number;
  sqlMaxRow: number;
  /** Row cap of CSV/XLSX chart-data exports, which stream from the database. */
  exportMaxRow: number;
  /** Data cache size of the in-process cache. */
  cacheMaxBytes: number;
  /** Global async queries (api.md §3.6): chart data answers 202 and runs in the job queue. */
  globalAsyncQueries: boolean;
  /** Secret of the `async-token` cookie (defaults to the secret key). */
  asyncJwtSecret: string;
  /** DASHBOARD_RBAC: a published dashboard is also visible to users holding one of its roles. */
  dashboardRbac: boolean;
}

export class ConfigError extends Error {}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(`Expected a boolean (true/false), got "${v}"`);
}

function int(name: string, v: string | undefined, fallback: number, min = 0): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${v}"`);
  return n;
}

/** Reads the configuration; throws ConfigError with a clear message when it is unusable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const secretKey = env.SIGHTLINE_SECRET_KEY ?? '';
  if (production && (secretKey === '' || secretKey === DEFAULT_SECRET_KEY)) {
    throw new ConfigError(
      'SIGHTLINE_SECRET_KEY must be set to a long random value when NODE_ENV=production ' +
        '(it signs tokens and encrypts stored database passwords). Generate one with: openssl rand -base64 42',
    );
  }
  if (production && secretKey.length < 16) {
    throw new ConfigError('SIGHTLINE_SECRET_KEY is too short: use at least 16 characters (32+ recommended).');
  }
  const metadataUrl = env.SIGHTLINE_METADATA_URL || null;
  if (metadataUrl && !/^postgres(ql)?:\/\//.test(metadataUrl)) {
    throw new ConfigError('SIGHTLINE_METADATA_URL must be a postgresql:// URL (leave it unset for the embedded SQLite store).');
  }
  return {
    port: int('PORT', env.PORT, 8088),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.SIGHTLINE_DATA_DIR || './sightline-data'),
    metadataUrl,
    secretKey: secretKey || DEFAULT_SECRET_KEY,
    adminPassword: env.SIGHTLINE_ADMIN_PASSWORD || null,
    allowFileDatabases: bool(env.SIGHTLINE_ALLOW_FILE_DATABASES, !production),
    production,
    loadExamples: bool(env.SIGHTLINE_LOAD_EXAMPLES, true),
    examplesSalesRows: int('SIGHTLINE_EXAMPLES_SALES_ROWS', env.SIGHTLINE_EXAMPLES_SALES_ROWS, 1_000_000, 1),
    webDistDir: env.SIGHTLINE_WEB_DIST || null,
    loginMaxAttempts: int('SIGHTLINE_LOGIN_MAX_ATTEMPTS', env.SIGHTLINE_LOGIN_MAX_ATTEMPTS, 5, 1),
    loginWindowSeconds: int('SIGHTLINE_LOGIN_WINDOW_SECONDS', env.SIGHTLINE_LOGIN_WINDOW_SECONDS, 300, 1),
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: 30 * 24 * 3600,
    sessionSeconds: int('SIGHTLINE_SESSION_SECONDS', env.SIGHTLINE_SESSION_SECONDS, 7 * 24 * 3600, 60),
    logLevel: env.SIGHTLINE_LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redisUrl: env.SIGHTLINE_REDIS_URL || null,
    queryTimeoutSeconds: int('SIGHTLINE_QUERY_TIMEOUT_SECONDS', env.SIGHTLINE_QUERY_TIMEOUT_SECONDS, 60, 1),
    rowLimit: int('SIGHTLINE_ROW_LIMIT', env.SIGHTLINE_ROW_LIMIT, 50_000, 1),
    sqlMaxRow: int('SIGHTLINE_SQL_MAX_ROW', env.SIGHTLINE_SQL_MAX_ROW, 100_000, 1),
    exportMaxRow: int('SIGHTLINE_EXPORT_MAX_ROW', env.SIGHTLINE_EXPORT_MAX_ROW, 1_000_000, 1),
    cacheMaxBytes: int('SIGHTLINE_CACHE_MAX_MB', env.SIGHTLINE_CACHE_MAX_MB, 256, 1) * 1024 * 1024,
    globalAsyncQueries: bool(env.SIGHTLINE_GLOBAL_ASYNC_QUERIES, false),
    asyncJwtSecret: env.SIGHTLINE_ASYNC_JWT_SECRET || secretKey || DEFAULT_SECRET_KEY,
    dashboardRbac: bool(env.SIGHTLINE_DASHBOARD_RBAC, false),
  };
}
