import type { MetaStore } from '../../meta/connect.ts';
import { ChartsRepo } from '../../meta/repos/charts-repo.ts';
import { DashboardPermalinksRepo } from '../../meta/repos/dashboard-permalinks-repo.ts';
import { DashboardRecordsRepo } from '../../meta/repos/dashboard-records-repo.ts';
import { FavoritesRepo } from '../../meta/repos/favorites-repo.ts';

/** The repositories the dashboard use cases work with. */
export interface DashboardRepos {
  dashboards: DashboardRecordsRepo;
  charts: ChartsRepo;
  favorites: FavoritesRepo;
  permalinks: DashboardPermalinksRepo;
}

/** Builds the dashboard repositories on a metadata store (route modules call this once). */
export function dashboardRepos(store: MetaStore): DashboardRepos {
  return { dashboards: new DashboardRecordsRepo(store), charts: new ChartsRepo(store), favorites: new FavoritesRepo(store), permalinks: new DashboardPermalinksRepo(store) };
}
