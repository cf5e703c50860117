import type { AppError } from '../errors.ts';
import { sqllabError } from './sqllab-errors.ts';

/** A query aborted because its server or worker shut down before it finished (not a user's stop). */
export const serverShutDown = (): AppError =>
  sqllabError(
    503,
    'GENERIC_BACKEND_ERROR',
    'The server running this query shut down before it finished. Run the query again.',
  );

/** A query left running by a worker that died (kill -9, a lost host): it is failed, never re-run. */
export const workerLost = (): AppError =>
  sqllabError(
    503,
    'GENERIC_BACKEND_ERROR',
    'The worker running this query stopped unexpectedly. Run the query again.',
  );

/** A query nobody finished within its timeout (its process is gone): failed by the orphan sweep. */
export const queryLost = (): AppError =>
  sqllabError(
    503,
    'GENERIC_BACKEND_ERROR',
    'The query was lost: the process running it is gone. Run the query again.',
  );
