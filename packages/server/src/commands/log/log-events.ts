import type { AppContext } from '../../context.ts';
import type { LogEntry } from '../../meta/repos/logs-repo.ts';
import { repos } from '../repos.ts';

/** Stores the client's log events, one `logs` row each (docs/api.md §2.4). */
export async function logEvents(ctx: AppContext, entries: LogEntry[]): Promise<void> {
  await repos(ctx).logs.insertMany(entries);
}
