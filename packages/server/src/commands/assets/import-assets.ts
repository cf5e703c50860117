import {
  bundleMetadataSchema,
  chartFileSchema,
  dashboardFileSchema,
  databaseFileSchema,
  datasetFileSchema,
  savedQueryFileSchema,
  type DashboardFile,
} from '@sightline/core';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { canAccessDataset, dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import type { AssetBundle, BundleKind } from './asset-bundle.ts';
import { importPermissionErrors, type ParsedBundle, type ReplaceRule } from './import-checks.ts';
import { inContextTransaction } from '../transaction.ts';
import {
  assetRepos,
  writeChart,
  writeDashboard,
  writeDatabase,
  writeDataset,
  writeSavedQuery,
  type ImportState,
} from './write-assets.ts';

/** What an import route imports: one resource kind (others only as dependencies) or every asset. */
export type ImportResource =
  'database' | 'dataset' | 'chart' | 'dashboard' | 'saved_query' | 'assets';

export interface ImportOptions {
  resource: ImportResource;
  /** Replace the imported resource's existing objects (matched by uuid); dependencies are never replaced. */
  overwrite: boolean;
  /** `{"databases/<name>.yaml": "<password>"}` for database URIs exported with a masked password. */
  passwords: Record<string, string>;
}

/** Per resource: the metadata.yaml type, the bundle folder and the name used in messages. */
const RESOURCES: Record<
  Exclude<ImportResource, 'assets'>,
  { type: string; kind: BundleKind; label: string }
> = {
  database: { type: 'Database', kind: 'databases', label: 'Database' },
  dataset: { type: 'SqlaTable', kind: 'datasets', label: 'Dataset' },
  chart: { type: 'Slice', kind: 'charts', label: 'Chart' },
  dashboard: { type: 'Dashboard', kind: 'dashboards', label: 'Dashboard' },
  saved_query: { type: 'SavedQuery', kind: 'queries', label: 'Saved query' },
};

/** Superset's masked password placeholder in exported URIs. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

type Parsed = ParsedBundle;

function zodMessages(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_schema';
    const msg =
      issue.code === 'invalid_type' && issue.input === undefined
        ? 'Missing data for required field.'
        : issue.message;
    (out[key] ??= []).push(msg);
  }
  return out;
}

function parseBundle(bundle: AssetBundle, errors: Record<string, unknown>): Parsed {
  const parsed: Parsed = { databases: [], datasets: [], charts: [], dashboards: [], queries: [] };
  const schemas = {
    databases: databaseFileSchema,
    datasets: datasetFileSchema,
    charts: chartFileSchema,
    dashboards: dashboardFileSchema,
    queries: savedQueryFileSchema,
  };
  for (const [path, { kind, content }] of bundle.files) {
    const result = schemas[kind].safeParse(content);
    if (!result.success) errors[path] = zodMessages(result.error);
    else (parsed[kind] as [string, unknown][]).push([path, result.data]);
  }
  return parsed;
}

const importError = (resource: ImportResource, extra: Record<string, unknown>): AppError =>
  new AppError(
    422,
    `Error importing ${resource === 'assets' ? 'assets' : RESOURCES[resource].label.toLowerCase()}`,
    {
      shape: 'errors',
      errorType: 'GENERIC_COMMAND_ERROR',
      extra: {
        ...extra,
        issue_codes: [
          {
            code: 1010,
            message: 'Issue 1010 - Superset encountered an error while running a command.',
          },
        ],
      },
    },
  );

/** Checks references, existing objects and passwords before anything is written. */
async function validate(
  ctx: AppContext,
  parsed: Parsed,
  opts: ImportOptions,
  actor: CurrentUser,
  errors: Record<string, unknown>,
): Promise<void> {
  const dbUuids = new Set(parsed.databases.map(([, d]) => d.uuid));
  const datasetUuids = new Set(parsed.datasets.map(([, d]) => d.uuid));
  const chartUuids = new Set(parsed.charts.map(([, c]) => c.uuid));
  const access = dataAccessOf(actor);
  // What the bundle does not carry must exist here and be readable by the user, as for a POST: an
  // object the user cannot read answers exactly like one that does not exist.
  const dbKnown = async (uuid: string) => {
    if (dbUuids.has(uuid)) return true;
    const db = await ctx.databases.findByUuid(uuid);
    return db !== null && (access.all || access.databaseIds.includes(db.id));
  };
  const datasetKnown = async (uuid: string) => {
    if (datasetUuids.has(uuid)) return true;
    const ds = await ctx.datasets.findByUuid(uuid);
    return ds !== null && canAccessDataset(access, ds.databaseId, ds.id);
  };
  const charts = assetRepos(ctx).charts;
  const chartKnown = async (uuid: string) =>
    chartUuids.has(uuid) || (await charts.findByUuid(uuid, access)) !== null;
  const refused = (kind: Exclude<ImportResource, 'assets'>) =>
    opts.resource === kind && !opts.overwrite;
  const exists = (label: string) => `${label} already exists and \`overwrite=true\` was not passed`;
  for (const [path, d] of parsed.databases) {
    const existing = await ctx.databases.findByUuid(d.uuid);
    if (existing && refused('database')) errors[path] = exists('Database');
    else if (!existing && d.sqlalchemy_uri.includes(PASSWORD_MASK) && !opts.passwords[path])
      errors[path] = { _schema: ['Must provide a password for the database'] };
  }
  for (const [path, d] of parsed.datasets) {
    if (!(await dbKnown(d.database_uuid)))
      errors[path] = { database_uuid: ['Database not found in the bundle or here'] };
    else if (refused('dataset') && (await ctx.datasets.findByUuid(d.uuid)))
      errors[path] = exists('Dataset');
  }
  for (const [path, c] of parsed.charts) {
    if (!(await datasetKnown(c.dataset_uuid)))
      errors[path] = { dataset_uuid: ['Dataset not found in the bundle or here'] };
    else if (refused('chart') && (await charts.findByUuid(c.uuid))) errors[path] = exists('Chart');
  }
  for (const [path, d] of parsed.dashboards) {
    if (refused('dashboard') && (await assetRepos(ctx).dashboards.idByUuid(d.uuid)) !== null)
      errors[path] = exists('Dashboard');
    for (const u of chartNodeUuids(d))
      if (!(await chartKnown(u)))
        errors[path] = { position: [`Chart ${u} is not in the bundle nor here`] };
  }
  for (const [path, q] of parsed.queries) {
    if (!(await dbKnown(q.database_uuid)))
      errors[path] = { database_uuid: ['Database not found in the bundle or here'] };
    else if (
      refused('saved_query') &&
      (await assetRepos(ctx).savedQueries.idByUuid(q.uuid)) !== null
    )
      errors[path] = exists('Saved query');
  }
}

/** The chart uuids a dashboard's position places. */
export function chartNodeUuids(d: DashboardFile): string[] {
  const out: string[] = [];
  for (const node of Object.values(d.position ?? {})) {
    const n = node as { type?: unknown; meta?: { uuid?: unknown } } | null;
    if (n && n.type === 'CHART' && typeof n.meta?.uuid === 'string') out.push(n.meta.uuid);
  }
  return out;
}

/** The 403 of a bundle with files the user may not import, each with why. */
const importForbidden = (resource: ImportResource, extra: Record<string, string>): AppError =>
  new AppError(
    403,
    `Error importing ${resource === 'assets' ? 'assets' : RESOURCES[resource].label.toLowerCase()}: permission denied`,
    {
      shape: 'errors',
      errorType: 'MISSING_OWNERSHIP_ERROR',
      extra,
    },
  );

/** Checks and writes the parsed bundle, in the caller's transaction. */
async function checkAndWrite(
  ctx: AppContext,
  parsed: Parsed,
  opts: ImportOptions,
  actor: CurrentUser,
): Promise<void> {
  const errors: Record<string, unknown> = {};
  await validate(ctx, parsed, opts, actor, errors);
  if (Object.keys(errors).length) throw importError(opts.resource, errors);
  const replace: ReplaceRule = (kind) =>
    opts.resource === 'assets' || (opts.resource === kind && opts.overwrite);
  const forbidden = await importPermissionErrors(ctx, parsed, replace, actor, chartNodeUuids);
  if (Object.keys(forbidden).length) throw importForbidden(opts.resource, forbidden);

  const state: ImportState = { databaseIds: new Map(), datasetIds: new Map(), chartIds: new Map() };
  for (const [path, d] of parsed.databases)
    await writeDatabase(ctx, d, opts.passwords[path], replace('database'), actor, state);
  for (const [, d] of parsed.datasets) await writeDataset(ctx, d, replace('dataset'), actor, state);
  for (const [, c] of parsed.charts) await writeChart(ctx, c, replace('chart'), actor, state);
  for (const [, d] of parsed.dashboards)
    await writeDashboard(ctx, d, replace('dashboard'), actor, state);
  for (const [, q] of parsed.queries)
    await writeSavedQuery(ctx, q, replace('saved_query'), actor, state);
}

/**
 * Imports a bundle (docs/api.md §2.15): databases, then datasets, charts, dashboards and saved queries,
 * matched by uuid. The imported resource's own objects are replaced only with `overwrite` (an
 * existing one without it is a 422), dependencies that exist are reused, and `/assets/import/`
 * replaces everything it carries, as Superset does. Every object obeys the checks of the matching
 * POST/PUT (import-checks.ts), and everything runs in one transaction: all or nothing.
 */
export async function importAssets(
  ctx: AppContext,
  bundle: AssetBundle,
  opts: ImportOptions,
  actor: CurrentUser,
): Promise<void> {
  const errors: Record<string, unknown> = {};
  const meta = bundleMetadataSchema.safeParse(bundle.metadata);
  if (!meta.success) errors['metadata.yaml'] = zodMessages(meta.error);
  else if (
    opts.resource !== 'assets' &&
    meta.data.type !== undefined &&
    meta.data.type !== RESOURCES[opts.resource].type
  ) {
    errors['metadata.yaml'] = { type: [`Must be equal to ${RESOURCES[opts.resource].type}.`] };
  }
  const parsed = parseBundle(bundle, errors);
  if (
    opts.resource !== 'assets' &&
    parsed[RESOURCES[opts.resource].kind].length === 0 &&
    Object.keys(errors).length === 0
  ) {
    throw new AppError(400, 'No valid import files were found');
  }
  if (Object.keys(errors).length) throw importError(opts.resource, errors);
  await inContextTransaction(ctx, (tx) => checkAndWrite(tx, parsed, opts, actor));
}
