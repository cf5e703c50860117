import type { FastifyRequest } from 'fastify';
import { relatedQuerySchema } from '@sightline/core';
import { relatedUsers } from '../../commands/users/related-users.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { parseRison } from './http.ts';

/** GET /<resource>/related/<col> for user relations (owners, created_by, changed_by). */
export async function relatedUsersResponse(
  ctx: AppContext,
  req: FastifyRequest,
  allowed: string[],
) {
  const col = (req.params as { col: string }).col;
  if (!allowed.includes(col)) throw new AppError(404, 'Not found');
  const { count, rows } = await relatedUsers(ctx, parseRison(req, relatedQuerySchema));
  return {
    count,
    result: rows.map((u) => ({
      value: u.id,
      text: `${u.firstName} ${u.lastName}`.trim(),
      ...(col === 'owners' ? { extra: { email: u.email, active: u.active } } : {}),
    })),
  };
}
