import { AppError } from '../../errors.ts';
import { engineOrNull } from './engine-facts.ts';

/**
 * POST /database/validate_parameters/: the engine must be known (422 GENERIC_DB_ENGINE_ERROR) and every
 * parameter its form requires must be given (422 CONNECTION_MISSING_PARAMETERS_ERROR, naming them).
 */
export function validateParameters(engineId: string, params: Record<string, unknown>): void {
  const engine = engineOrNull(engineId);
  if (!engine)
    throw new AppError(422, `Engine "${engineId}" is not a valid engine.`, {
      shape: 'errors',
      errorType: 'GENERIC_DB_ENGINE_ERROR',
    });
  const schema = engine.parametersSchema;
  if (!schema) return;
  const missing = schema.required.filter(
    (k) => params[k] === undefined || params[k] === null || params[k] === '',
  );
  if (missing.length) {
    throw new AppError(422, `One or more parameters are missing: ${missing.join(', ')}`, {
      shape: 'errors',
      errorType: 'CONNECTION_MISSING_PARAMETERS_ERROR',
      extra: { missing },
    });
  }
}
