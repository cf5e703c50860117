import type { ConnectionParametersSchema } from './engine-contract.ts';
import { formatUri, type ParsedUri } from './uri.ts';

/** Dynamic-form parameters of a host/port engine (Superset's BasicParametersSchema). */
export const NETWORK_PARAMETERS_SCHEMA: ConnectionParametersSchema = {
  type: 'object',
  properties: {
    host: { type: 'string', description: 'Hostname or IP address' },
    port: { type: 'integer', format: 'int32', description: 'Database port' },
    username: { type: 'string', nullable: true, description: 'Username' },
    password: { type: 'string', nullable: true, description: 'Password' },
    database: { type: 'string', description: 'Database name' },
    query: { type: 'object', description: 'Additional parameters' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
  },
  required: ['host', 'port', 'username', 'database'],
};

/** How an engine spells "use TLS" in its URI query (e.g. `sslmode=require`). */
export interface EncryptionQuery {
  key: string;
  value: string;
}

function str(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

function queryOf(v: unknown): Record<string, string> {
  if (typeof v === 'string') return Object.fromEntries(new URLSearchParams(v.replace(/^\?/, '')));
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)]),
    );
  }
  return {};
}

/** Builds `dialect://user:password@host:port/database?query` from dynamic-form parameters. */
export function buildNetworkUri(
  dialect: string,
  parameters: Record<string, unknown>,
  encryption: EncryptionQuery,
): string {
  const port = str(parameters.port);
  const query = queryOf(parameters.query);
  if (parameters.encryption === true) query[encryption.key] = encryption.value;
  const parsed: ParsedUri = {
    dialect,
    driver: null,
    username: str(parameters.username),
    password: str(parameters.password),
    host: str(parameters.host) ?? '',
    port: port !== null && /^\d+$/.test(port) ? Number(port) : null,
    database: str(parameters.database),
    query,
  };
  return formatUri(parsed);
}

/** Dynamic-form parameters recovered from a URI; the password is never returned. */
export function networkParametersFromUri(
  uri: ParsedUri,
  encryption: EncryptionQuery,
): Record<string, unknown> {
  const query = { ...uri.query };
  const encrypted = query[encryption.key] === encryption.value;
  if (encrypted) delete query[encryption.key];
  return {
    host: uri.host,
    port: uri.port,
    username: uri.username,
    database: uri.database,
    query,
    encryption: encrypted,
  };
}
