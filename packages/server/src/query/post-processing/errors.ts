import { type z } from 'zod';
import { AppError } from '../../errors.ts';

/**
 * A post-processing step failed because of its options or its input table. The chart-data API
 * answers it with HTTP 400; `message` is Superset's text, `operation` names the failing step.
 */
export class PostProcessingError extends AppError {
  /** Name of the operation that raised it, set by `applyPostProcessing`. */
  operation: string | undefined;

  constructor(message: string, operation?: string) {
    super(400, message);
    this.name = 'PostProcessingError';
    this.operation = operation;
  }
}

/** Superset's message when a column argument names no column (level 0 only for multi-level headers). */
export const MISSING_COLUMNS_MESSAGE = 'Referenced columns not available in DataFrame.';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/**
 * Validates a step's options with its schema; a missing object counts as `{}`.
 * Failures become a PostProcessingError naming the option, e.g.
 * `Missing required option "metrics" for boxplot`.
 */
export function parseOptions<S extends z.ZodType>(
  schema: S,
  options: unknown,
  operation: string,
): z.output<S> {
  const input = options ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new PostProcessingError(
      `Invalid options for ${operation}: expected an object`,
      operation,
    );
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue.path.map(String).join('.');
  if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) {
    throw new PostProcessingError(`Missing required option "${path}" for ${operation}`, operation);
  }
  throw new PostProcessingError(
    `Invalid options for ${operation}: ${path ? `"${path}": ` : ''}${issue.message}`,
    operation,
  );
}
