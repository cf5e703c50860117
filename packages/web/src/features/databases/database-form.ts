import type { AvailableEngine, DatabaseCreate, TestConnection } from '@sightline/core';
import type { ConfigurationMethod, DatabaseConnection } from '../../api/database-api.ts';
import {
  connectionFields,
  initialFieldValues,
  missingRequiredFields,
  parametersFromValues,
} from './connection-schema.ts';
import type { ConnectionField, FieldValues } from './connection-schema.ts';

export const DATABASE_FLAGS = [
  { key: 'expose_in_sqllab', label: 'Expose database in SQL Lab' },
  { key: 'allow_dml', label: 'Allow DML (INSERT, UPDATE, DELETE, ...) in SQL Lab' },
  { key: 'allow_run_async', label: 'Run queries asynchronously' },
  { key: 'allow_file_upload', label: 'Allow file uploads to this database' },
] as const;

export type DatabaseFlag = (typeof DATABASE_FLAGS)[number]['key'];

/** Everything the create/edit modal holds. */
export interface DatabaseFormState {
  /** null when connecting with a bare URI without picking an engine. */
  engine: AvailableEngine | null;
  method: ConfigurationMethod;
  databaseName: string;
  sqlalchemyUri: string;
  fieldValues: FieldValues;
  flags: Record<DatabaseFlag, boolean>;
}

export function emptyDatabaseForm(): DatabaseFormState {
  return {
    engine: null,
    method: 'sqlalchemy_form',
    databaseName: '',
    sqlalchemyUri: '',
    fieldValues: {},
    flags: {
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: false,
    },
  };
}

export function engineFields(engine: AvailableEngine | null): ConnectionField[] {
  return engine?.parameters ? connectionFields(engine.parameters) : [];
}

/** State after picking an engine: the parameter form when the engine has one, else its URI. */
export function withEngine(
  state: DatabaseFormState,
  engine: AvailableEngine | null,
): DatabaseFormState {
  const fields = engineFields(engine);
  return {
    ...state,
    engine,
    method: fields.length > 0 ? 'dynamic_form' : 'sqlalchemy_form',
    databaseName: state.databaseName || engine?.name || '',
    fieldValues: initialFieldValues(fields),
  };
}

/** State for editing an existing connection. */
export function formFromConnection(
  conn: Pick<DatabaseConnection, 'backend' | 'database_name' | 'sqlalchemy_uri'> &
    Partial<DatabaseConnection>,
  engines: AvailableEngine[],
): DatabaseFormState {
  // The connection answer names the engine `backend` (it has no `engine` field).
  const engine = engines.find((e) => e.engine === conn.backend) ?? null;
  const fields = engineFields(engine);
  const isDynamic = conn.configuration_method === 'dynamic_form' && fields.length > 0;
  const base = emptyDatabaseForm();
  return {
    engine,
    method: isDynamic ? 'dynamic_form' : 'sqlalchemy_form',
    databaseName: conn.database_name,
    sqlalchemyUri: conn.sqlalchemy_uri ?? '',
    fieldValues: initialFieldValues(fields, conn.parameters),
    flags: {
      expose_in_sqllab: conn.expose_in_sqllab ?? base.flags.expose_in_sqllab,
      allow_dml: conn.allow_dml ?? false,
      allow_run_async: conn.allow_run_async ?? false,
      allow_file_upload: conn.allow_file_upload ?? false,
    },
  };
}

/** The connection part shared by test_connection and save. */
function connectionPart(state: DatabaseFormState) {
  if (state.method === 'dynamic_form' && state.engine) {
    return {
      engine: state.engine.engine,
      parameters: parametersFromValues(engineFields(state.engine), state.fieldValues),
      configuration_method: 'dynamic_form' as const,
    };
  }
  return {
    sqlalchemy_uri: state.sqlalchemyUri.trim(),
    configuration_method: 'sqlalchemy_form' as const,
  };
}

export function testConnectionBody(state: DatabaseFormState): TestConnection {
  const name = state.databaseName.trim();
  return { ...connectionPart(state), ...(name ? { database_name: name } : {}) };
}

export function saveDatabaseBody(state: DatabaseFormState): DatabaseCreate {
  return { database_name: state.databaseName.trim(), ...connectionPart(state), ...state.flags };
}

/** What the user still has to fill in, or null when the form can be sent. */
export function validateDatabaseForm(state: DatabaseFormState, needsName: boolean): string | null {
  const missing: string[] = [];
  if (needsName && state.databaseName.trim() === '') missing.push('Display name');
  if (state.method === 'dynamic_form' && state.engine) {
    missing.push(...missingRequiredFields(engineFields(state.engine), state.fieldValues));
  } else if (state.sqlalchemyUri.trim() === '') {
    missing.push('SQLAlchemy URI');
  }
  return missing.length > 0 ? `Please fill in: ${missing.join(', ')}` : null;
}
