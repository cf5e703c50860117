import type { MetaStore } from '../../meta/connect.ts';
import { ChartsRepo } from '../../meta/repos/charts-repo.ts';
import { FavoritesRepo } from '../../meta/repos/favorites-repo.ts';
import { KeyValueRepo } from '../../meta/repos/key-value-repo.ts';
import { PermalinksRepo } from '../../meta/repos/permalinks-repo.ts';

/** The repositories the chart and explore use cases work with. */
export interface ChartRepos {
  charts: ChartsRepo;
  favorites: FavoritesRepo;
  keyValue: KeyValueRepo;
  permalinks: PermalinksRepo;
}

/** Builds the chart repositories on a metadata store (route modules call this once). */
export function chartRepos(store: MetaStore): ChartRepos {
  return { charts: new ChartsRepo(store), favorites: new FavoritesRepo(store), keyValue: new KeyValueRepo(store), permalinks: new PermalinksRepo(store) };
}
