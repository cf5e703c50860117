import { join } from 'node:path';
import { ADMIN_PASSWORD_FILE, EXAMPLES_DATABASE } from './bootstrap.ts';
import { assetRepos } from './commands/assets/write-assets.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { dashboardUuid, EXAMPLE_DASHBOARDS } from './examples/dashboards/bundle.ts';

/** What of the examples this server has: the examples database, and the example dashboards left. */
export interface ExamplesInfo {
  database: boolean;
  dashboards: string[];
}

/** Reads what of the examples is registered. */
export async function examplesInfo(ctx: AppContext): Promise<ExamplesInfo> {
  const database = (await ctx.databases.findByName(EXAMPLES_DATABASE)) !== null;
  const dashboards: string[] = [];
  for (const d of EXAMPLE_DASHBOARDS)
    if ((await assetRepos(ctx).dashboards.idByUuid(dashboardUuid(d))) !== null)
      dashboards.push(d.title);
  return { database, dashboards };
}

/** A URL for logs: the password replaced by `***`. */
function withoutPassword(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * The lines `sightline start` prints once it listens: where to log in and as whom, where the data
 * is, and what the examples are. No secret is printed (a generated password is told once, when the
 * admin is created, and kept in the data dir).
 */
export function startupSummary(config: Config, url: string, examples: ExamplesInfo): string[] {
  const password = config.adminPassword
    ? 'the password of SIGHTLINE_ADMIN_PASSWORD'
    : `the password in ${join(config.dataDir, ADMIN_PASSWORD_FILE)} (unless changed since)`;
  const metadata = config.metadataUrl
    ? `PostgreSQL, ${withoutPassword(config.metadataUrl)}`
    : `SQLite, ${join(config.dataDir, 'sightline.db')}`;
  const loaded = !examples.database
    ? config.loadExamples
      ? 'none'
      : 'off (SIGHTLINE_LOAD_EXAMPLES=false)'
    : examples.dashboards.length
      ? `the "${EXAMPLES_DATABASE}" database and the dashboards ${examples.dashboards.map((t) => `"${t}"`).join(', ')}`
      : `the "${EXAMPLES_DATABASE}" database (\`sightline load-examples\` adds the example dashboards)`;
  return [
    `  Log in at ${url}/ as "admin" with ${password}`,
    `  Data directory: ${config.dataDir}`,
    `  Metadata store: ${metadata}`,
    `  Examples: ${loaded}`,
  ];
}
