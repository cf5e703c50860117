import {
  levelForStatus,
  makeSupersetError,
  type ErrorType,
  type SupersetError,
} from '@sightline/core';

/** Which of the error body shapes of docs/api.md §1.9 an error answers with. */
export type ErrorShape = 'message' | 'errors' | 'error' | 'msg' | 'empty' | 'message+errors';

/**
 * The one error class of the server: an HTTP status, an error type from core and the body shape
 * the contract prescribes for the route that raised it.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errorType: ErrorType;
  readonly shape: ErrorShape;
  readonly fields: Record<string, string[]> | null;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    opts: {
      errorType?: ErrorType;
      shape?: ErrorShape;
      fields?: Record<string, string[]>;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.errorType =
      opts.errorType ?? (status >= 500 ? 'GENERIC_BACKEND_ERROR' : 'GENERIC_COMMAND_ERROR');
    this.shape = opts.shape ?? 'message';
    this.fields = opts.fields ?? null;
    this.extra = opts.extra;
    this.headers = opts.headers;
  }

  /** The SIP-40 form of this error. */
  toSupersetError(): SupersetError {
    return makeSupersetError(this.errorType, this.message, {
      level: levelForStatus(this.status),
      extra: this.extra,
    });
  }

  /** The response body in this error's shape. */
  toBody(): unknown {
    switch (this.shape) {
      case 'errors':
        return { errors: [this.toSupersetError()] };
      case 'error':
        return { error: this.message };
      case 'msg':
        return { msg: this.message };
      case 'empty':
        return '';
      case 'message+errors':
        return { message: this.message, errors: [this.toSupersetError()] };
      default:
        return { message: this.fields ?? this.message };
    }
  }
}

export const notFound = (message = 'Not found'): AppError => new AppError(404, message);
export const forbidden = (message = 'Forbidden'): AppError =>
  new AppError(403, message, { errorType: 'MISSING_OWNERSHIP_ERROR' });
export const notAuthorized = (message = 'Not authorized'): AppError => new AppError(401, message);
/** 400 with `{"message": {field: [msg]}}` (schema validation on Superset create/update routes). */
export const badRequestFields = (fields: Record<string, string[]>): AppError =>
  new AppError(400, 'Invalid input', { fields, errorType: 'MARSHMALLOW_ERROR' });
/** 422 with `{"message": {field: [msg]}}` (command validation). */
export const invalidFields = (fields: Record<string, string[]>): AppError =>
  new AppError(422, 'Invalid input', { fields });
export const badRequest = (message: string): AppError => new AppError(400, message);
export const unprocessable = (message: string): AppError => new AppError(422, message);
