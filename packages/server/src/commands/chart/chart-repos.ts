import type { Repos } from '../repos.ts';

/** The repositories the chart and explore use cases work with (a route passes `repos(ctx)`). */
export type ChartRepos = Pick<
  Repos,
  'charts' | 'dashboards' | 'favorites' | 'keyValue' | 'permalinks'
>;
