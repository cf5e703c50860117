import type { AppContext } from '../../context.ts';
import type { DatabaseRecord } from '../../meta/repos/databases-repo.ts';
import type { QueryRecord } from '../../meta/repos/queries-repo.ts';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { repos } from '../repos.ts';
import { tabStateDetail, type TabStateDetail } from './tab-state-detail.ts';

/** What SQL Lab opens with: the user's tabs, the active one in full, the databases they may query and the tabs' queries. */
export interface SqlLabBootstrap {
  tabStateIds: [number, string][];
  activeTab: TabStateDetail | null;
  databases: DatabaseRecord[];
  queries: QueryRecord[];
}

/** GET /api/v1/sqllab/ (docs/api.md §2.11). */
export async function sqllabBootstrap(
  ctx: AppContext,
  user: CurrentUser,
): Promise<SqlLabBootstrap> {
  const { tabStates, databases, queries } = repos(ctx);
  const tabStateIds = await tabStates.idsAndLabels(user.id);
  const active = await tabStates.activeOf(user.id);
  const { rows } = await databases.list(
    { page_size: -1 },
    { userId: user.id, access: dataAccessOf(user) },
  );
  return {
    tabStateIds,
    activeTab: active ? await tabStateDetail(ctx, active) : null,
    databases: rows,
    queries: await queries.ofEditors(
      user.id,
      tabStateIds.map(([id]) => String(id)),
    ),
  };
}
