import type { ErrorType } from '@sightline/core';
import { AppError } from '../../errors.ts';

/**
 * A free SQL fragment (extras.where/having, adhoc SQL metric/column/order-by) or a virtual dataset
 * query that failed validation (docs/query-object.md §2.2, §2.8, §2.15). Answered 400 `{"message": ...}`
 * by the chart-data route.
 */
export class SqlClauseError extends AppError {
  constructor(message: string, errorType: ErrorType = 'INVALID_SQL_ERROR') {
    super(400, message, { errorType, shape: 'message' });
    this.name = 'SqlClauseError';
  }
}

/** The messages of the contract, spelled once. */
export const SQL_CLAUSE_MESSAGES = {
  invalidClause: (clause: string): string => `Invalid SQL clause: ${clause}`,
  subquery: 'Custom SQL fields cannot contain sub-queries.',
  virtualEmpty: 'Virtual dataset query cannot be empty',
  virtualMultiple: 'Virtual dataset query cannot consist of multiple statements',
  virtualReadOnly: 'Virtual dataset query must be read-only',
} as const;
