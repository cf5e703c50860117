import { PASSWORD_MASK } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { Engine } from '../../engines/engine-contract.ts';
import { engineForUri, getEngine } from '../../engines/registry.ts';
import { formatUri, parseUri, UriError, type ParsedUri } from '../../engines/uri.ts';
import { AppError, badRequestFields, invalidFields } from '../../errors.ts';
import { inDataDir } from '../../examples/examples-file.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import { databaseFilePath, isInDataDir } from './data-dir-guard.ts';

/** What a create, update or test-connection request says about the connection. */
export interface ConnectionInput {
  sqlalchemy_uri?: string;
  engine?: string | null;
  parameters?: Record<string, unknown> | null;
  configuration_method?: 'sqlalchemy_form' | 'dynamic_form';
}

/** A resolved connection: the engine, the URI with its real password, and what is stored. */
export interface ResolvedConnection {
  engine: Engine;
  uri: ParsedUri;
  /** URI as stored and shown: password removed. */
  storedUri: string;
  password: string | null;
  configurationMethod: 'sqlalchemy_form' | 'dynamic_form';
}

/**
 * Resolves a URI or engine parameters into a connection. A masked password (XXXXXXXXXX) keeps the
 * password already stored for `existing` when the connection still reaches the same server. File
 * engines are refused unless SIGHTLINE_ALLOW_FILE_DATABASES, and never point into the data directory
 * (unless `trusted`: the server registering its own examples database).
 */
export function resolveConnection(
  ctx: AppContext,
  input: ConnectionInput,
  existing: DatabaseRecord | null,
  opts: { trusted?: boolean } = {},
): ResolvedConnection {
  let uriText = input.sqlalchemy_uri;
  let method = input.configuration_method ?? 'sqlalchemy_form';
  if (!uriText && input.engine && input.parameters) {
    let engine: Engine;
    try {
      engine = getEngine(input.engine);
    } catch {
      throw badRequestFields({ engine: [`Engine "${input.engine}" is not a valid engine.`] });
    }
    if (!engine.buildUri)
      throw badRequestFields({
        engine: [`Engine "${engine.name}" cannot be configured with parameters.`],
      });
    try {
      uriText = engine.buildUri(input.parameters);
    } catch (e) {
      throw new AppError(422, (e as Error).message, {
        shape: 'errors',
        errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      });
    }
    method = 'dynamic_form';
  }
  if (!uriText && existing) uriText = existing.sqlalchemyUri;
  if (!uriText) throw badRequestFields({ sqlalchemy_uri: ['Missing data for required field.'] });

  let uri: ParsedUri;
  try {
    uri = parseUri(uriText);
  } catch (e) {
    const msg = e instanceof UriError ? e.message : 'Invalid connection string';
    throw badRequestFields({
      sqlalchemy_uri: [
        `${msg}: a valid connection string looks like dialect+driver://user:password@host:port/database`,
      ],
    });
  }
  let engine: Engine;
  try {
    engine = engineForUri(uri);
  } catch {
    throw badRequestFields({
      sqlalchemy_uri: [
        `Could not load database driver: ${uri.dialect}. Supported: sqlite, duckdb, postgresql, mysql, mariadb.`,
      ],
    });
  }
  if (engine.capabilities.isFileBased && !ctx.config.allowFileDatabases && !opts.trusted) {
    throw badRequestFields({
      sqlalchemy_uri: [
        `${engine.name} cannot be used as a data source for security reasons (set SIGHTLINE_ALLOW_FILE_DATABASES=true to allow file databases).`,
      ],
    });
  }
  // The examples file name is resolved against the data dir (examples/examples-file.ts), so the
  // guard sees where the connection really goes.
  const target = inDataDir(uri, ctx.config.dataDir);
  if (engine.capabilities.isFileBased && !opts.trusted)
    assertOutsideDataDir(ctx, engine, target, existing);
  const password = passwordFor(ctx, engine, uri, existing, method);
  const real: ParsedUri = { ...uri, password };
  return {
    engine,
    uri: { ...target, password },
    storedUri: formatUri(real, null),
    password,
    configurationMethod: method,
  };
}

/** The stored URI of a database, parsed; null when it no longer parses. */
function storedUriOf(ctx: AppContext, existing: DatabaseRecord): ParsedUri | null {
  try {
    return inDataDir(parseUri(existing.sqlalchemyUri), ctx.config.dataDir);
  } catch {
    return null;
  }
}

/**
 * 422 when a file database would point into the data directory (metadata store, examples, uploads).
 * The one exception: an existing database whose file does not change (the examples database, which
 * the server itself registered there, stays editable).
 */
function assertOutsideDataDir(
  ctx: AppContext,
  engine: Engine,
  uri: ParsedUri,
  existing: DatabaseRecord | null,
): void {
  const path = databaseFilePath(uri);
  if (path === null || !isInDataDir(path, ctx.config.dataDir)) return;
  const before = existing && existing.backend === engine.id ? storedUriOf(ctx, existing) : null;
  if (before && databaseFilePath(before) === path) return;
  throw invalidFields({
    sqlalchemy_uri: [
      'This path is inside the server data directory and cannot be used as a database.',
    ],
  });
}

/** Whether two URIs reach the same server as the same user: then a stored password may be reused. */
function sameTarget(a: ParsedUri, b: ParsedUri): boolean {
  const query = (u: ParsedUri) =>
    JSON.stringify(Object.entries(u.query).sort(([x], [y]) => x.localeCompare(y)));
  return (
    a.dialect === b.dialect &&
    a.driver === b.driver &&
    a.host === b.host &&
    a.port === b.port &&
    a.username === b.username &&
    a.database === b.database &&
    query(a) === query(b)
  );
}

/**
 * The password to connect with. A masked (or, with a username, missing) password means "keep the
 * stored one", which is honoured only when the driver, host, port, username, database and query
 * options are unchanged: otherwise the stored password would be sent to whatever server the request
 * names. Then the password must be typed again (422).
 */
function passwordFor(
  ctx: AppContext,
  engine: Engine,
  uri: ParsedUri,
  existing: DatabaseRecord | null,
  method: ResolvedConnection['configurationMethod'],
): string | null {
  const isMasked = uri.password === PASSWORD_MASK;
  const wantsStored =
    isMasked || (uri.password === null && existing !== null && uri.username !== null);
  if (!wantsStored || !existing?.encryptedPassword) return isMasked ? null : uri.password;
  const before = storedUriOf(ctx, existing);
  if (before && existing.backend === engine.id && sameTarget(before, uri))
    return ctx.secretBox.decrypt(existing.encryptedPassword);
  // A URI without a password may be a passwordless login: connect without one. The mask asks for the
  // stored password explicitly, which this target may not have.
  if (!isMasked) return null;
  throw passwordRequired(method);
}

function passwordRequired(method: ResolvedConnection['configurationMethod']): AppError {
  const message =
    'The connection details changed: enter the password again (the stored password is only reused for the same host, port, username, database and driver).';
  return invalidFields(
    method === 'dynamic_form' ? { password: [message] } : { sqlalchemy_uri: [message] },
  );
}
