import { describe, expect, it } from 'vitest';
import {
  classifyError,
  EngineError,
  isAbortError,
  QueryAbortedError,
  TableNotFoundError,
  toEngineError,
} from './engine-errors.ts';
import { getEngine } from './registry.ts';

/** Driver messages as the engines word them, and the SIP-40 type each must map to. */
const CASES: Array<[engine: string, message: string, errorType: string]> = [
  [
    'postgresql',
    'password authentication failed for user "alice"',
    'CONNECTION_INVALID_PASSWORD_ERROR',
  ],
  ['postgresql', 'role "bob" does not exist', 'CONNECTION_INVALID_USERNAME_ERROR'],
  ['postgresql', 'getaddrinfo EAI_AGAIN db.example', 'CONNECTION_INVALID_HOSTNAME_ERROR'],
  ['postgresql', 'connect ETIMEDOUT 10.0.0.1:5432', 'CONNECTION_HOST_DOWN_ERROR'],
  ['postgresql', 'schema "nope" does not exist', 'SCHEMA_DOES_NOT_EXIST_ERROR'],
  ['postgresql', 'relation "nope" does not exist', 'TABLE_DOES_NOT_EXIST_ERROR'],
  ['postgresql', 'syntax error at end of input', 'SYNTAX_ERROR'],
  [
    'mysql',
    "Access denied for user 'root'@'127.0.0.1' (using password: YES)",
    'CONNECTION_ACCESS_DENIED_ERROR',
  ],
  ['mysql', "Unknown column 'zz' in 'field list'", 'COLUMN_DOES_NOT_EXIST_ERROR'],
  [
    'mysql',
    "You have an error in your SQL syntax; check the manual that corresponds to your MySQL server version for the right syntax to use near 'selec 1' at line 1",
    'SYNTAX_ERROR',
  ],
  [
    'duckdb',
    'Catalog Error: Table with name "nos.t" does not exist because schema "nos" does not exist.',
    'SCHEMA_DOES_NOT_EXIST_ERROR',
  ],
  ['duckdb', 'Catalog Error: Schema with name nos does not exist!', 'SCHEMA_DOES_NOT_EXIST_ERROR'],
  ['sqlite', 'no such column: zz', 'COLUMN_DOES_NOT_EXIST_ERROR'],
  ['sqlite', 'incomplete input', 'SYNTAX_ERROR'],
];

describe('classifyError', () => {
  it.each(CASES)('%s: %s', (engineId, message, errorType) => {
    expect(classifyError(getEngine(engineId), new Error(message)).errorType).toBe(errorType);
  });

  it('fills $n groups into the message', () => {
    expect(
      classifyError(
        getEngine('postgresql'),
        new Error('password authentication failed for user "alice"'),
      ).message,
    ).toBe('The password provided for username "alice" is incorrect.');
  });

  it('reads the code and the inner errors of an AggregateError (dual-stack connect)', () => {
    const err = Object.assign(
      new AggregateError(
        [
          new Error('connect ECONNREFUSED ::1:5432'),
          new Error('connect ECONNREFUSED 127.0.0.1:5432'),
        ],
        '',
      ),
      {
        code: 'ECONNREFUSED',
      },
    );
    expect(classifyError(getEngine('postgresql'), err).errorType).toBe(
      'CONNECTION_PORT_CLOSED_ERROR',
    );
  });

  it('keeps classified errors, leaves unknown ones generic with the driver message', () => {
    const pg = getEngine('postgresql');
    expect(classifyError(pg, new TableNotFoundError('s', 't'))).toEqual({
      errorType: 'TABLE_NOT_FOUND_ERROR',
      message: 'Table s.t not found on the database',
    });
    expect(classifyError(pg, new Error('division by zero'))).toEqual({
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: 'division by zero',
    });
    expect(classifyError(pg, 'weird')).toEqual({
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      message: 'weird',
    });
  });

  it('wraps driver errors once and lets abort errors through', () => {
    const pg = getEngine('postgresql');
    const cause = new Error('relation "x" does not exist');
    const wrapped = toEngineError(pg, cause) as EngineError;
    expect(wrapped).toBeInstanceOf(EngineError);
    expect(wrapped.errorType).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(wrapped.cause).toBe(cause);
    expect(toEngineError(pg, wrapped)).toBe(wrapped);
    const aborted = new QueryAbortedError();
    expect(toEngineError(pg, aborted)).toBe(aborted);
    expect(isAbortError(aborted)).toBe(true);
    expect(aborted.name).toBe('AbortError');
  });

  it('answers as SIP-40 AppErrors: 404 for a missing table, 400 for database errors', () => {
    const missing = new TableNotFoundError(null, 't');
    expect(missing.status).toBe(404);
    expect(missing.toBody()).toMatchObject({
      errors: [
        { error_type: 'TABLE_NOT_FOUND_ERROR', message: 'Table t not found on the database' },
      ],
    });
    const wrapped = toEngineError(
      getEngine('mysql'),
      new Error("Table 'test.x' doesn't exist"),
    ) as EngineError;
    expect(wrapped.status).toBe(400);
    expect(wrapped.toSupersetError()).toMatchObject({
      error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
      extra: { engine_name: 'MySQL' },
    });
  });
});
