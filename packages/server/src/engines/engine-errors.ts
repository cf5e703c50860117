import type { ErrorType } from '@sightline/core';
import { AppError } from '../errors.ts';
import type { Engine } from './engine-contract.ts';

/**
 * A database error already mapped to a SIP-40 error type through the engine's `errorPatterns`.
 * Drivers throw it for every failure; `cause` keeps the original driver error and `driverMessage`
 * its text (SQL Lab shows it). As an AppError it answers 400 with a SIP-40 body unless handled.
 */
export class EngineError extends AppError {
  override name = 'EngineError';
  /** The engine's raw message (e.g. with the LINE pointer DuckDB adds). */
  readonly driverMessage: string;

  constructor(
    errorType: ErrorType,
    message: string,
    options: { cause?: unknown; driverMessage?: string; status?: number; engineName?: string } = {},
  ) {
    super(options.status ?? 400, message, {
      errorType,
      shape: 'errors',
      extra: options.engineName ? { engine_name: options.engineName } : undefined,
    });
    if (options.cause !== undefined) this.cause = options.cause;
    this.driverMessage = options.driverMessage ?? message;
  }
}

/** `columns()` of a table that does not exist; answers 404 TABLE_NOT_FOUND_ERROR (docs/api.md table_metadata). */
export class TableNotFoundError extends EngineError {
  override name = 'TableNotFoundError';
  readonly schema: string | null;
  readonly table: string;

  constructor(schema: string | null, table: string) {
    super(
      'TABLE_NOT_FOUND_ERROR',
      `Table ${schema ? `${schema}.` : ''}${table} not found on the database`,
      { status: 404 },
    );
    this.schema = schema;
    this.table = table;
  }
}

/** Thrown for an engine id or URI dialect no registered engine serves (never a silent fallback). */
export class UnknownEngineError extends AppError {
  override name = 'UnknownEngineError';
  readonly engineId: string;

  constructor(engineId: string) {
    super(422, `Could not load database driver: ${engineId}`, {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
      shape: 'errors',
    });
    this.engineId = engineId;
  }
}

/** Rejection of a query whose AbortSignal fired; named 'AbortError' like fetch() and DOM aborts. */
export class QueryAbortedError extends Error {
  override name = 'AbortError';

  constructor(message = 'The query was cancelled') {
    super(message);
  }
}

/** True for our QueryAbortedError and any other AbortError (DOMException, fetch). */
export function isAbortError(err: unknown): boolean {
  return err instanceof Error && err.name === 'AbortError';
}

/** All text a driver error carries: message, code and, for AggregateError (dual-stack connects), the inner messages. */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const parts = [err.message];
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && !err.message.includes(code)) parts.push(code);
  if (err instanceof AggregateError) for (const inner of err.errors) parts.push(errorText(inner));
  return parts.filter(Boolean).join('\n');
}

/**
 * Maps any error to a SIP-40 error type and message with the engine's `errorPatterns` (first match wins,
 * `$1`.. in the pattern's message are its groups). Already classified errors keep their type; unmatched
 * errors are GENERIC_DB_ENGINE_ERROR with the driver's own message.
 */
export function classifyError(
  engine: Engine,
  err: unknown,
): { errorType: ErrorType; message: string } {
  if (err instanceof EngineError) return { errorType: err.errorType, message: err.message };
  const text = errorText(err);
  if (isAbortError(err))
    return { errorType: 'GENERIC_DB_ENGINE_ERROR', message: text || 'The query was cancelled' };
  for (const { pattern, errorType, message } of engine.errorPatterns) {
    const m = pattern.exec(text);
    if (m)
      return {
        errorType,
        message: message.replace(/\$(\d)/g, (_, i: string) => m[Number(i)] ?? ''),
      };
  }
  const plain = err instanceof Error ? err.message : '';
  return { errorType: 'GENERIC_DB_ENGINE_ERROR', message: plain || text || `${engine.name} error` };
}

/** Wraps a driver error into an EngineError (abort errors and EngineErrors pass through unchanged). */
export function toEngineError(engine: Engine, err: unknown): Error {
  if (err instanceof EngineError || isAbortError(err)) return err as Error;
  const { errorType, message } = classifyError(engine, err);
  return new EngineError(errorType, message, {
    cause: err,
    driverMessage: errorText(err),
    engineName: engine.name,
  });
}
