import type { ErrorType } from '@sightline/core';
import { AppError } from '../../errors.ts';

/** A query-object validation or compile error: answered 400 `{"message": ...}` by the chart-data route. */
export class QueryCompileError extends AppError {
  constructor(message: string, errorType: ErrorType = 'VIZ_GET_DF_ERROR') {
    super(400, message, { errorType });
    this.name = 'QueryCompileError';
  }
}
