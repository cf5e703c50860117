import { AppError } from '../../errors.ts';

/** Superset's messages for RLS rules (commands/exceptions.py, commands/security/exceptions.py). */
export const ROLES_NOT_FOUND = 'Some roles do not exist';
export const DATASOURCE_NOT_FOUND = 'Datasource does not exist';
export const NAME_NOT_UNIQUE = 'Name must be unique';

export const rlsNotFound = (): AppError => new AppError(404, 'Not found');

/** Ids a stored integer key can hold; anything else cannot name an existing object. */
export const allStorable = (ids: number[]): boolean =>
  ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
