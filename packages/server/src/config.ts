import { resolve } from 'node:path';
import { reportsConfig, type ReportsConfig } from './reports/report-config.ts';

/** Shortest accepted secret key, in bytes (HS256 keys should be at least as long as the hash). */
export const MIN_SECRET_KEY_BYTES = 32;

/** Server configuration, read from environment variables (see README, "Configuration"). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgresql://... keeps the metadata in PostgreSQL; null = SQLite file in dataDir. */
  metadataUrl: string | null;
  /** SIGHTLINE_SECRET_KEY; null = a random key generated once and kept in dataDir (see secret-key.ts). */
  secretKey: string | null;
  adminPassword: string | null;
  allowFileDatabases: boolean;
  production: boolean;
  /** Create and fill the examples DuckDB database on first start. */
  loadExamples: boolean;
  examplesSalesRows: number;
  /**
   * With the examples, also create example charts and dashboards on first start (Superset's
   * load_examples): on by default, off under tests (NODE_ENV=test or Vitest) unless asked for
   * (SIGHTLINE_LOAD_EXAMPLE_DASHBOARDS).
   */
  loadExampleDashboards: boolean;
  /**
   * SIGHTLINE_EXAMPLES_URL: the PostgreSQL database the examples are written to (schema `examples`);
   * null = the metadata PostgreSQL when there is one, else a DuckDB file in dataDir.
   */
  examplesUrl: string | null;
  /** Directory of the built web app; null = packages/web/dist. */
  webDistDir: string | null;
  /** Consecutive failed logins of one username inside the window before it is locked for the window. */
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** Failed logins from one client address inside its window before the address is refused. */
  loginMaxAttemptsPerAddress: number;
  loginAddressWindowSeconds: number;
  /** Proxies whose X-Forwarded-For / X-Forwarded-Proto are believed (Fastify's trustProxy); null = none. */
  trustedProxies: string[] | null;
  /** Path prefixes that other sites may frame (no frame-ancestors / X-Frame-Options there). */
  embeddedPathPrefixes: string[];
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  sessionSeconds: number;
  logLevel: string;
  /** SIGHTLINE_LOG_FORMAT (`pretty` or `json`); null = pretty when stdout is a terminal, else JSON. */
  logFormat: 'pretty' | 'json' | null;
  /** Redis for the data cache (and, later, the distributed mode); null = in-process cache. */
  redisUrl: string | null;
  /** Per-query timeout of chart-data queries, unless a database's extra sets `query_timeout`. */
  queryTimeoutSeconds: number;
  /** Default and maximum row limits of chart-data queries (ROW_LIMIT, SQL_MAX_ROW). */
  rowLimit: number;
  sqlMaxRow: number;
  /** Row cap of CSV/XLSX chart-data exports, which stream from the database. */
  exportMaxRow: number;
  /**
   * SIGHTLINE_ASYNC_EXPORT_ROWS: with global async queries on, a CSV export of more rows runs as an
   * `export.csv` job writing a file (docs/adr/0016); SIGHTLINE_EXPORT_RETENTION_SECONDS: how long
   * such a file is kept.
   */
  asyncExportRows: number;
  exportRetentionSeconds: number;
  /** Data cache size of the in-process cache. */
  cacheMaxBytes: number;
  /** Largest file an upload into a database takes (Superset's UPLOAD_MAX_FILE_SIZE_BYTES); 100 MB. */
  uploadMaxBytes?: number;
  /** Global async queries (docs/api.md §3.6): chart data answers 202 and runs in the job queue. */
  globalAsyncQueries: boolean;
  /** Secret of the `async-token` cookie; null = the effective secret key. */
  asyncJwtSecret: string | null;
  /** DASHBOARD_RBAC: a published dashboard is also visible to users holding one of its roles. */
  dashboardRbac: boolean;
  /** Superset's RLS_IN_SQLLAB: row level security rules also filter the tables SQL Lab queries read. */
  rlsInSqlLab: boolean;
  /** Lifetime and `aud` of embedded dashboards' guest tokens (GUEST_TOKEN_JWT_EXP_SECONDS, _AUDIENCE). */
  guestTokenSeconds: number;
  guestTokenAudience: string;
  /**
   * Check every JSON answer against its route's response schema (docs/api-contract.md): on under
   * tests (NODE_ENV=test or Vitest), off otherwise; SIGHTLINE_VALIDATE_RESPONSES overrides.
   */
  validateResponses?: boolean;
  /** Alerts and reports: SMTP, links, webhook signing (reports/report-config.ts). */
  reports: ReportsConfig;
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
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${v}"`);
  return n;
}

/** A secret from the environment; null when unset; refused when shorter than MIN_SECRET_KEY_BYTES. */
function secret(name: string, v: string | undefined): string | null {
  if (v === undefined || v === '') return null;
  if (Buffer.byteLength(v, 'utf8') < MIN_SECRET_KEY_BYTES) {
    throw new ConfigError(
      `${name} is too short: use at least ${MIN_SECRET_KEY_BYTES} bytes of random data ` +
        '(generate one with: openssl rand -base64 42), or leave it unset to use a generated key kept in the data directory.',
    );
  }
  return v;
}

/** A comma-separated list; null when unset or empty. */
function list(v: string | undefined): string[] | null {
  const items = (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  return items.length ? items : null;
}

/** A postgresql:// URL from the environment, or null when unset. */
function postgresUrl(name: string, v: string | undefined): string | null {
  if (!v) return null;
  if (!/^postgres(ql)?:\/\//.test(v)) throw new ConfigError(`${name} must be a postgresql:// URL.`);
  return v;
}

/**
 * Whether this is a test run (NODE_ENV=test, or Vitest in the given environment or in this process,
 * whose tests often pass an environment of their own): test servers start without example dashboards.
 */
function underTest(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'test' || Boolean(env.VITEST) || Boolean(process.env.VITEST);
}

/** SIGHTLINE_LOG_FORMAT: `pretty`, `json`, or unset (null: decided by whether stdout is a terminal). */
function logFormatOf(v: string | undefined): 'pretty' | 'json' | null {
  if (v === undefined || v === '') return null;
  if (v === 'pretty' || v === 'json') return v;
  throw new ConfigError(`SIGHTLINE_LOG_FORMAT must be "pretty" or "json", got "${v}"`);
}

/** Reads the configuration; throws ConfigError with a clear message when it is unusable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const secretKey = secret('SIGHTLINE_SECRET_KEY', env.SIGHTLINE_SECRET_KEY);
  const asyncJwtSecret = secret('SIGHTLINE_ASYNC_JWT_SECRET', env.SIGHTLINE_ASYNC_JWT_SECRET);
  const metadataUrl = env.SIGHTLINE_METADATA_URL || null;
  if (metadataUrl && !/^postgres(ql)?:\/\//.test(metadataUrl)) {
    throw new ConfigError(
      'SIGHTLINE_METADATA_URL must be a postgresql:// URL (leave it unset for the embedded SQLite store).',
    );
  }
  return {
    port: int('PORT', env.PORT, 8088),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.SIGHTLINE_DATA_DIR || './sightline-data'),
    metadataUrl,
    secretKey,
    adminPassword: env.SIGHTLINE_ADMIN_PASSWORD || null,
    allowFileDatabases: bool(env.SIGHTLINE_ALLOW_FILE_DATABASES, !production),
    production,
    loadExamples: bool(env.SIGHTLINE_LOAD_EXAMPLES, true),
    examplesSalesRows: int(
      'SIGHTLINE_EXAMPLES_SALES_ROWS',
      env.SIGHTLINE_EXAMPLES_SALES_ROWS,
      1_000_000,
      1,
    ),
    loadExampleDashboards: bool(env.SIGHTLINE_LOAD_EXAMPLE_DASHBOARDS, !underTest(env)),
    examplesUrl: postgresUrl('SIGHTLINE_EXAMPLES_URL', env.SIGHTLINE_EXAMPLES_URL),
    webDistDir: env.SIGHTLINE_WEB_DIST || null,
    loginMaxAttempts: int('SIGHTLINE_LOGIN_MAX_ATTEMPTS', env.SIGHTLINE_LOGIN_MAX_ATTEMPTS, 5, 1),
    loginWindowSeconds: int(
      'SIGHTLINE_LOGIN_WINDOW_SECONDS',
      env.SIGHTLINE_LOGIN_WINDOW_SECONDS,
      300,
      1,
    ),
    loginMaxAttemptsPerAddress: int(
      'SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS',
      env.SIGHTLINE_LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      100,
      1,
    ),
    loginAddressWindowSeconds: int(
      'SIGHTLINE_LOGIN_ADDRESS_WINDOW_SECONDS',
      env.SIGHTLINE_LOGIN_ADDRESS_WINDOW_SECONDS,
      3600,
      1,
    ),
    trustedProxies: list(env.SIGHTLINE_TRUSTED_PROXIES),
    embeddedPathPrefixes: list(env.SIGHTLINE_EMBEDDED_PATHS) ?? ['/embedded/'],
    accessTokenSeconds: 15 * 60,
    refreshTokenSeconds: 30 * 24 * 3600,
    sessionSeconds: int(
      'SIGHTLINE_SESSION_SECONDS',
      env.SIGHTLINE_SESSION_SECONDS,
      7 * 24 * 3600,
      60,
    ),
    logLevel: env.SIGHTLINE_LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: logFormatOf(env.SIGHTLINE_LOG_FORMAT),
    redisUrl: env.SIGHTLINE_REDIS_URL || null,
    queryTimeoutSeconds: int(
      'SIGHTLINE_QUERY_TIMEOUT_SECONDS',
      env.SIGHTLINE_QUERY_TIMEOUT_SECONDS,
      60,
      1,
    ),
    rowLimit: int('SIGHTLINE_ROW_LIMIT', env.SIGHTLINE_ROW_LIMIT, 50_000, 1),
    sqlMaxRow: int('SIGHTLINE_SQL_MAX_ROW', env.SIGHTLINE_SQL_MAX_ROW, 100_000, 1),
    exportMaxRow: int('SIGHTLINE_EXPORT_MAX_ROW', env.SIGHTLINE_EXPORT_MAX_ROW, 1_000_000, 1),
    asyncExportRows: int('SIGHTLINE_ASYNC_EXPORT_ROWS', env.SIGHTLINE_ASYNC_EXPORT_ROWS, 100_000),
    exportRetentionSeconds: int(
      'SIGHTLINE_EXPORT_RETENTION_SECONDS',
      env.SIGHTLINE_EXPORT_RETENTION_SECONDS,
      3600,
    ),
    cacheMaxBytes: int('SIGHTLINE_CACHE_MAX_MB', env.SIGHTLINE_CACHE_MAX_MB, 256, 1) * 1024 * 1024,
    uploadMaxBytes:
      int('SIGHTLINE_UPLOAD_MAX_MB', env.SIGHTLINE_UPLOAD_MAX_MB, 100, 1) * 1024 * 1024,
    globalAsyncQueries: bool(env.SIGHTLINE_GLOBAL_ASYNC_QUERIES, false),
    asyncJwtSecret,
    dashboardRbac: bool(env.SIGHTLINE_DASHBOARD_RBAC, false),
    rlsInSqlLab: bool(env.SIGHTLINE_RLS_IN_SQLLAB, false),
    guestTokenSeconds: int(
      'SIGHTLINE_GUEST_TOKEN_SECONDS',
      env.SIGHTLINE_GUEST_TOKEN_SECONDS,
      300,
      10,
    ),
    guestTokenAudience: env.SIGHTLINE_GUEST_TOKEN_AUDIENCE || 'sightline',
    validateResponses: bool(
      env.SIGHTLINE_VALIDATE_RESPONSES,
      env.NODE_ENV === 'test' || Boolean(env.VITEST),
    ),
    reports: reportsConfig(env),
  };
}
