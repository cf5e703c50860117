import type { ListQuery } from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { LogRecord } from '../../meta/repos/log-query-repo.ts';
import type { CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';

/** A page of the action log (filters, ordering and paging as every list). */
export function listLogs(
  ctx: AppContext,
  q: ListQuery,
  actor: CurrentUser | null,
): Promise<{ count: number; rows: LogRecord[] }> {
  return repos(ctx).logQueries.list(q, actor?.id ?? null);
}

/** One log entry; 404 when missing. */
export async function getLog(ctx: AppContext, id: number): Promise<LogRecord> {
  const r = await repos(ctx).logQueries.findById(id);
  if (!r) throw new AppError(404, 'Not found');
  return r;
}
