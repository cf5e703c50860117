import type { AvailableEngine, EngineInformation } from '@sightline/core';
import type { Engine } from './engine-contract.ts';
import { UnknownEngineError } from './engine-errors.ts';
import type { ParsedUri } from './uri.ts';
import { duckdbEngine } from './duckdb/duckdb-engine.ts';
import { mysqlEngine } from './mysql/mysql-engine.ts';
import { postgresqlEngine } from './postgresql/postgresql-engine.ts';
import { sqliteEngine } from './sqlite/sqlite-engine.ts';

/** Every engine this server can connect to: one line per engine. */
export const ENGINES: readonly Engine[] = [
  sqliteEngine,
  duckdbEngine,
  postgresqlEngine,
  mysqlEngine,
];

/** Engines listed first (and flagged `preferred`) in the connection form. */
const PREFERRED = new Set(['postgresql', 'mysql', 'duckdb']);

/** The engine stored under `id` (a database's `backend`); throws UnknownEngineError, never falls back. */
export function getEngine(id: string): Engine {
  const engine = ENGINES.find((e) => e.id === id);
  if (!engine) throw new UnknownEngineError(id);
  return engine;
}

/** The engine serving a URI's dialect (`mariadb://` -> mysql); throws UnknownEngineError for others. */
export function engineForUri(parsed: ParsedUri): Engine {
  const engine = ENGINES.find((e) => e.dialects.includes(parsed.dialect));
  if (!engine) throw new UnknownEngineError(parsed.dialect);
  return engine;
}

/** docs/api.md's `engine_information` capability flags of an engine. */
export function engineInformation(engine: Engine): EngineInformation {
  return {
    supports_file_upload: engine.capabilities.supportsFileUpload,
    disable_ssh_tunneling: engine.capabilities.disableSshTunneling,
    supports_dynamic_catalog: engine.capabilities.supportsDynamicCatalog,
    supports_oauth2: engine.capabilities.supportsOauth2,
  };
}

/** Entries of GET /api/v1/database/available/: preferred engines first, then by name. */
export function availableEngines(): AvailableEngine[] {
  return ENGINES.map((engine): AvailableEngine => {
    const entry: AvailableEngine = {
      name: engine.name,
      engine: engine.id,
      available_drivers: [...engine.drivers],
      default_driver: engine.defaultDriver,
      sqlalchemy_uri_placeholder: engine.sqlalchemyUriPlaceholder,
      preferred: PREFERRED.has(engine.id),
      engine_information: engineInformation(engine),
    };
    if (engine.parametersSchema)
      entry.parameters = structuredClone(engine.parametersSchema) as unknown as Record<
        string,
        unknown
      >;
    return entry;
  }).sort((a, b) => Number(b.preferred) - Number(a.preferred) || a.name.localeCompare(b.name));
}
