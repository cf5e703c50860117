import type { MetaStore } from '../../meta/connect.ts';
import { ChartsRepo } from '../../meta/repos/charts-repo.ts';
import { DashboardPermalinksRepo } from '../../meta/repos/dashboard-permalinks-repo.ts';
import { DashboardRecordsRepo } from '../../meta/repos/dashboard-records-repo.ts';
import { FavoritesRepo } from '../../meta/repos/favorites-repo.ts';
import { KeyValueRepo } from '../../meta/repos/key-value-repo.ts';

/** The repositories the dashboard use cases work with. */
export interface DashboardRepos {
  dashboards: DashboardRecordsRepo;
  charts: ChartsRepo;
  favorites: FavoritesRepo;
  permalinks: DashboardPermalinksRepo;
  keyValue: KeyValueRepo;
}

/** Builds the dashboard repositories on a metadata store (route modules call this once); `rbac` is DASHBOARD_RBAC. */
export function dashboardRepos(store: MetaStore, options: { rbac?: boolean } = {}): DashboardRepos {
  return { dashboards: new DashboardRecordsRepo(store, options), charts: new ChartsRepo(store), favorites: new FavoritesRepo(store), permalinks: new DashboardPermalinksRepo(store), keyValue: new KeyValueRepo(store) };
}
