import type { AppContext } from '../context.ts';
import { AnnotationLayersRepo } from '../meta/repos/annotation-layers-repo.ts';
import { ChartsRepo } from '../meta/repos/charts-repo.ts';
import { CssTemplateRepo } from '../meta/repos/css-template-repo.ts';
import { DashboardPermalinksRepo } from '../meta/repos/dashboard-permalinks-repo.ts';
import { DashboardsRepo } from '../meta/repos/dashboards-repo.ts';
import type { DatabasesRepo } from '../meta/repos/databases-repo.ts';
import type { DatasetsRepo } from '../meta/repos/datasets-repo.ts';
import { FavoritesRepo } from '../meta/repos/favorites-repo.ts';
import { KeyValueRepo } from '../meta/repos/key-value-repo.ts';
import { LogQueryRepo } from '../meta/repos/log-query-repo.ts';
import { LogsRepo } from '../meta/repos/logs-repo.ts';
import { PermalinksRepo } from '../meta/repos/permalinks-repo.ts';
import { QueriesRepo } from '../meta/repos/queries-repo.ts';
import { ReportLogRepo } from '../meta/repos/report-log-repo.ts';
import { ReportRepo } from '../meta/repos/report-repo.ts';
import { ReportRunRepo } from '../meta/repos/report-run-repo.ts';
import { RlsRepo } from '../meta/repos/rls-repo.ts';
import type { RolesRepo } from '../meta/repos/roles-repo.ts';
import { SavedQueriesRepo } from '../meta/repos/saved-queries-repo.ts';
import { TabStatesRepo } from '../meta/repos/tab-states-repo.ts';
import { TagRepo } from '../meta/repos/tag-repo.ts';
import type { UsersRepo } from '../meta/repos/users-repo.ts';

/** Every metadata repository, on one store. */
export interface Repos {
  users: UsersRepo;
  roles: RolesRepo;
  databases: DatabasesRepo;
  datasets: DatasetsRepo;
  charts: ChartsRepo;
  /** With DASHBOARD_RBAC as configured (`withoutRbac()` for the places that ignore it). */
  dashboards: DashboardsRepo;
  favorites: FavoritesRepo;
  keyValue: KeyValueRepo;
  permalinks: PermalinksRepo;
  dashboardPermalinks: DashboardPermalinksRepo;
  annotationLayers: AnnotationLayersRepo;
  logs: LogsRepo;
  savedQueries: SavedQueriesRepo;
  tabStates: TabStatesRepo;
  queries: QueriesRepo;
  rls: RlsRepo;
  /** Reads of the action log (its writes are `logs`). */
  logQueries: LogQueryRepo;
  /** Alerts and reports, and their runs. */
  reports: ReportRepo;
  reportLogs: ReportLogRepo;
  /** What the scheduler and executors of alerts and reports read and write. */
  reportRuns: ReportRunRepo;
  cssTemplates: CssTemplateRepo;
  tags: TagRepo;
}

const built = new WeakMap<AppContext, Repos>();

/**
 * The one way to reach a repository (docs/architecture.md): the repositories on the context's store,
 * built once per context. A transaction's context (`inContextTransaction`) is another context, so
 * its repositories read and write inside the transaction. Routes do not call this: they call commands.
 */
export function repos(ctx: AppContext): Repos {
  let r = built.get(ctx);
  if (!r) {
    const store = ctx.store;
    r = {
      users: ctx.users,
      roles: ctx.roles,
      databases: ctx.databases,
      datasets: ctx.datasets,
      charts: new ChartsRepo(store),
      dashboards: new DashboardsRepo(store, { rbac: ctx.config.dashboardRbac }),
      favorites: new FavoritesRepo(store),
      keyValue: new KeyValueRepo(store),
      permalinks: new PermalinksRepo(store),
      dashboardPermalinks: new DashboardPermalinksRepo(store),
      annotationLayers: new AnnotationLayersRepo(store),
      logs: new LogsRepo(store),
      savedQueries: new SavedQueriesRepo(store),
      tabStates: new TabStatesRepo(store),
      queries: new QueriesRepo(store),
      rls: new RlsRepo(store),
      logQueries: new LogQueryRepo(store),
      reports: new ReportRepo(store),
      reportLogs: new ReportLogRepo(store),
      reportRuns: new ReportRunRepo(store),
      cssTemplates: new CssTemplateRepo(store),
      tags: new TagRepo(store),
    };
    built.set(ctx, r);
  }
  return r;
}
