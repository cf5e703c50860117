import type { FastifyRequest } from 'fastify';
import { relatedQuerySchema } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { relatedUsers } from '../../meta/repos/users-repo.ts';
import { parseRison } from './http.ts';

/** GET /<resource>/related/<col> for user relations (owners, created_by, changed_by). */
export async function relatedUsersResponse(ctx: AppContext, req: FastifyRequest, allowed: string[]) {
  const col = (req.params as { col: string }).col;
  if (!allowed.includes(col)) throw new AppError(404, 'Not found');
  const q = parseRison(req, relatedQuerySchema);
  if (q.page !== undefined && q.include_ids?.length) throw new AppError(422, 'Cannot use page and include_ids together');
  const { count, rows } = await relatedUsers(ctx.store, q);
  return {
    count,
    result: rows.map((u) => ({
      value: u.id,
      text: `${u.firstName} ${u.lastName}`.trim(),
      ...(col === 'owners' ? { extra: { email: u.email, active: u.active } } : {}),
    })),
  };
}
