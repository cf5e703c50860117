import { PASSWORD_MASK } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { Engine } from '../../engines/engine-contract.ts';
import { engineForUri, getEngine } from '../../engines/registry.ts';
import { formatUri, parseUri, UriError, type ParsedUri } from '../../engines/uri.ts';
import { AppError, badRequestFields } from '../../errors.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';

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
 * password already stored for `existing`. File engines are refused unless SIGHTLINE_ALLOW_FILE_DATABASES.
 */
export function resolveConnection(ctx: AppContext, input: ConnectionInput, existing: DatabaseRecord | null, opts: { trusted?: boolean } = {}): ResolvedConnection {
  let uriText = input.sqlalchemy_uri;
  let method = input.configuration_method ?? 'sqlalchemy_form';
  if (!uriText && input.engine && input.parameters) {
    let engine: Engine;
    try {
      engine = getEngine(input.engine);
    } catch {
      throw badRequestFields({ engine: [`Engine "${input.engine}" is not a valid engine.`] });
    }
    if (!engine.buildUri) throw badRequestFields({ engine: [`Engine "${engine.name}" cannot be configured with parameters.`] });
    try {
      uriText = engine.buildUri(input.parameters);
    } catch (e) {
      throw new AppError(422, (e as Error).message, { shape: 'errors', errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR' });
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
    throw badRequestFields({ sqlalchemy_uri: [`${msg}: a valid connection string looks like dialect+driver://user:password@host:port/database`] });
  }
  let engine: Engine;
  try {
    engine = engineForUri(uri);
  } catch {
    throw badRequestFields({ sqlalchemy_uri: [`Could not load database driver: ${uri.dialect}. Supported: sqlite, duckdb, postgresql, mysql, mariadb.`] });
  }
  if (engine.capabilities.isFileBased && !ctx.config.allowFileDatabases && !opts.trusted) {
    throw badRequestFields({
      sqlalchemy_uri: [`${engine.name} cannot be used as a data source for security reasons (set SIGHTLINE_ALLOW_FILE_DATABASES=true to allow file databases).`],
    });
  }
  let password = uri.password;
  if (password === PASSWORD_MASK || (password === null && existing && uri.username !== null)) {
    password = existing?.encryptedPassword ? ctx.secretBox.decrypt(existing.encryptedPassword) : null;
  }
  const real: ParsedUri = { ...uri, password };
  return { engine, uri: real, storedUri: formatUri(real, null), password, configurationMethod: method };
}
