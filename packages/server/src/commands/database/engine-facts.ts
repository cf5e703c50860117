import { PASSWORD_MASK, type AvailableEngine, type EngineInformation } from '@sightline/core';
import type { Engine } from '../../engines/engine-contract.ts';
import { availableEngines, engineInformation, getEngine } from '../../engines/registry.ts';
import { formatUri, parseUri } from '../../engines/uri.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { genericTypeOf } from '../dataset/source-columns.ts';

/** The engine of a stored backend id, or null for one this server does not know. */
export function engineOrNull(backend: string): Engine | null {
  try {
    return getEngine(backend);
  } catch {
    return null;
  }
}

/** `engine_information` of an engine this server does not know. */
const UNKNOWN_ENGINE_INFORMATION: EngineInformation = {
  supports_file_upload: false,
  disable_ssh_tunneling: true,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
};

/**
 * What the API shows of a database's engine (docs/api.md §2.9), as plain data: routes serialise
 * these and never reach engines themselves.
 */
export interface EngineFacts {
  information: EngineInformation;
  allowsCostEstimate: boolean;
  allowsSubquery: boolean;
  defaultDriver: string;
  parametersSchema: Engine['parametersSchema'];
  /** The ISO time grains the engine supports, in its table's order. */
  timeGrains: string[];
  /** The generic type of a native column type. */
  genericType: (nativeType: string | null) => ReturnType<typeof genericTypeOf>;
  /** A SELECT * preview statement with the engine's quoting. */
  selectStar: (schema: string | null, table: string, columns: string[], limit?: number) => string;
}

/** A SELECT * preview statement with the engine's quoting. */
export function selectStar(
  engine: Engine,
  schema: string | null,
  table: string,
  columns: string[],
  limit = 100,
): string {
  const target = schema
    ? `${engine.quoteIdentifier(schema)}.${engine.quoteIdentifier(table)}`
    : engine.quoteIdentifier(table);
  const cols = columns.length
    ? columns.map((c) => engine.quoteIdentifier(c)).join(',\n       ')
    : '*';
  return `SELECT ${cols}\nFROM ${target}\nLIMIT ${limit}`;
}

/** The facts of a backend's engine; null when this server does not know the engine. */
export function engineFacts(backend: string): EngineFacts | null {
  const engine = engineOrNull(backend);
  if (!engine) return null;
  return {
    information: engineInformation(engine),
    allowsCostEstimate: engine.capabilities.allowsCostEstimate,
    allowsSubquery: engine.capabilities.allowsSubquery,
    defaultDriver: engine.defaultDriver,
    parametersSchema: engine.parametersSchema,
    timeGrains: Object.keys(engine.timeGrains),
    genericType: (nativeType) => genericTypeOf(engine, nativeType),
    selectStar: (schema, table, columns, limit) =>
      selectStar(engine, schema, table, columns, limit),
  };
}

/** `engine_information` of a backend, with an unknown engine's flags when this server does not know it. */
export const engineInformationOf = (backend: string): EngineInformation =>
  engineFacts(backend)?.information ?? UNKNOWN_ENGINE_INFORMATION;

/** GET /api/v1/database/available/: the engines this server connects to. */
export const listAvailableEngines = (): AvailableEngine[] => availableEngines();

/** The stored URI with the mask where a password exists (never the password itself). */
export function maskedUri(db: DatabaseRecord): string {
  if (!db.encryptedPassword) return db.sqlalchemyUri;
  try {
    return formatUri(parseUri(db.sqlalchemyUri), PASSWORD_MASK);
  } catch {
    return db.sqlalchemyUri;
  }
}

/** The connection parameters of a database's URI (engines that have a parameter form), the password masked. */
export function maskedParameters(db: DatabaseRecord): Record<string, unknown> {
  const engine = engineOrNull(db.backend);
  try {
    if (!engine?.parametersFromUri) return {};
    const parameters = engine.parametersFromUri(parseUri(db.sqlalchemyUri));
    if (db.encryptedPassword) parameters.password = PASSWORD_MASK;
    return parameters;
  } catch {
    return {};
  }
}
