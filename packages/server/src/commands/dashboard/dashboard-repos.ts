import type { Repos } from '../repos.ts';

/** The repositories the dashboard use cases work with (a route passes `repos(ctx)`). */
export type DashboardRepos = Pick<
  Repos,
  'dashboards' | 'charts' | 'favorites' | 'dashboardPermalinks' | 'keyValue'
>;
