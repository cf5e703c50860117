import { describe, expect, it } from 'vitest';
import type { AvailableEngine } from '@sightline/core';
import {
  emptyDatabaseForm,
  formFromConnection,
  saveDatabaseBody,
  testConnectionBody,
  validateDatabaseForm,
  withEngine,
} from './database-form.ts';

const ENGINE_INFO = {
  supports_file_upload: true,
  disable_ssh_tunneling: true,
  supports_dynamic_catalog: false,
  supports_oauth2: false,
};

const POSTGRES: AvailableEngine = {
  name: 'PostgreSQL',
  engine: 'postgresql',
  available_drivers: ['psycopg2'],
  sqlalchemy_uri_placeholder: 'postgresql://user:password@host:port/dbname',
  preferred: true,
  engine_information: ENGINE_INFO,
  parameters: {
    type: 'object',
    properties: {
      host: { type: 'string' },
      port: { type: 'integer' },
      database: { type: 'string' },
    },
    required: ['host', 'port', 'database'],
  },
};

const SQLITE: AvailableEngine = {
  name: 'SQLite',
  engine: 'sqlite',
  available_drivers: ['pysqlite'],
  sqlalchemy_uri_placeholder: 'sqlite:////path/to/file.db',
  preferred: false,
  engine_information: ENGINE_INFO,
};

describe('database form', () => {
  it('uses the parameter form for engines with a schema and names the database after the engine', () => {
    const state = withEngine(emptyDatabaseForm(), POSTGRES);
    expect(state.method).toBe('dynamic_form');
    expect(state.databaseName).toBe('PostgreSQL');
    const filled = { ...state, fieldValues: { host: 'db', port: '5432', database: 'dw' } };
    expect(saveDatabaseBody(filled)).toEqual({
      database_name: 'PostgreSQL',
      engine: 'postgresql',
      parameters: { host: 'db', port: 5432, database: 'dw' },
      configuration_method: 'dynamic_form',
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: false,
      allow_file_upload: false,
    });
    expect(testConnectionBody(filled)).toMatchObject({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
    });
  });

  it('sends a URI for engines without a schema, or when the user switches to the URI', () => {
    const sqlite = {
      ...withEngine(emptyDatabaseForm(), SQLITE),
      sqlalchemyUri: ' sqlite:////tmp/a.db ',
    };
    expect(testConnectionBody(sqlite)).toEqual({
      sqlalchemy_uri: 'sqlite:////tmp/a.db',
      configuration_method: 'sqlalchemy_form',
      database_name: 'SQLite',
    });
    const switched = {
      ...withEngine(emptyDatabaseForm(), POSTGRES),
      method: 'sqlalchemy_form' as const,
      sqlalchemyUri: 'postgresql://x',
    };
    expect(saveDatabaseBody(switched)).toMatchObject({
      sqlalchemy_uri: 'postgresql://x',
      configuration_method: 'sqlalchemy_form',
    });
    expect(saveDatabaseBody(switched)).not.toHaveProperty('parameters');
  });

  it('says what is missing', () => {
    expect(validateDatabaseForm(emptyDatabaseForm(), true)).toBe(
      'Please fill in: Display name, SQLAlchemy URI',
    );
    expect(validateDatabaseForm(withEngine(emptyDatabaseForm(), POSTGRES), true)).toBe(
      'Please fill in: Host, Port, Database',
    );
  });

  it('loads an existing connection, keeping the masked password for the server to preserve', () => {
    const state = formFromConnection(
      {
        id: 3,
        database_name: 'warehouse',
        sqlalchemy_uri: 'postgresql://u:XXXXXXXXXX@db/dw',
        backend: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { host: 'db', port: 5432, database: 'dw' },
        allow_dml: true,
      },
      [POSTGRES, SQLITE],
    );
    expect(state.engine?.engine).toBe('postgresql');
    expect(state.method).toBe('dynamic_form');
    expect(state.fieldValues).toEqual({ host: 'db', port: '5432', database: 'dw' });
    expect(state.flags.allow_dml).toBe(true);
  });
});
