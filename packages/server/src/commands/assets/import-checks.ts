import type {
  ChartFile,
  DashboardFile,
  DatabaseFile,
  DatasetFile,
  SavedQueryFile,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import type { DataAccess } from '../../meta/repos/access.ts';
import {
  can,
  canAccessDataset,
  dataAccessOf,
  isOwnerOrAdmin,
  type CurrentUser,
} from '../../security/current-user.ts';
import { viewerOf } from '../dashboard/dashboard-access.ts';
import { assetRepos, existingDataset } from './write-assets.ts';

/** What an import does with one object of the bundle. */
type Action = 'create' | 'replace' | 'reuse';

/** The bundle's objects by kind, as import-assets parses them. */
export interface ParsedBundle {
  databases: [string, DatabaseFile][];
  datasets: [string, DatasetFile][];
  charts: [string, ChartFile][];
  dashboards: [string, DashboardFile][];
  queries: [string, SavedQueryFile][];
}

/** Whether the import replaces existing objects of a kind. */
export type ReplaceRule = (
  kind: 'database' | 'dataset' | 'chart' | 'dashboard' | 'saved_query',
) => boolean;

const VIEWS = {
  database: 'Database',
  dataset: 'Dataset',
  chart: 'Chart',
  dashboard: 'Dashboard',
  saved_query: 'SavedQuery',
} as const;
const PLURAL = {
  database: 'databases',
  dataset: 'datasets',
  chart: 'charts',
  dashboard: 'dashboards',
  saved_query: 'saved queries',
} as const;
const LABEL = {
  database: 'database',
  dataset: 'dataset',
  chart: 'chart',
  dashboard: 'dashboard',
  saved_query: 'saved query',
} as const;

/**
 * Decides, object by object, whether the user may import a bundle, with the rules of the matching
 * POST and PUT (Superset's importers): creating needs can_write on the kind; replacing an existing
 * object needs can_write and ownership (admins own everything; a database has no owners); a new or
 * replaced object may only point at objects the user can read or that this import writes.
 */
class ImportChecker {
  readonly errors: Record<string, string> = {};
  /** By uuid: whether dependents may point at the object (written here, or readable). */
  readonly #usable = new Map<string, boolean>();
  readonly #access: DataAccess;

  constructor(
    private readonly ctx: AppContext,
    private readonly actor: CurrentUser,
    private readonly replace: ReplaceRule,
  ) {
    this.#access = dataAccessOf(actor);
  }

  /** Whether a uuid the object refers to may be used; uuids outside the bundle were checked by validation. */
  #canUse = (uuid: string): boolean => this.#usable.get(uuid) ?? true;

  #decide(path: string, kind: keyof typeof VIEWS, exists: boolean, owned: boolean): Action {
    const action: Action = !exists ? 'create' : this.replace(kind) ? 'replace' : 'reuse';
    if (action === 'reuse') return action;
    const canWrite = can(this.actor, [], 'can_write', VIEWS[kind]);
    if (action === 'create' && !canWrite)
      this.errors[path] =
        `${LABEL[kind][0]!.toUpperCase()}${LABEL[kind].slice(1)} doesn't exist and user doesn't have permission to create ${PLURAL[kind]}`;
    if (action === 'replace' && (!canWrite || !owned))
      this.errors[path] =
        `A ${LABEL[kind]} already exists and user doesn't have permissions to overwrite it`;
    return action;
  }

  #refuseDependency(path: string, kind: string, uuid: string): void {
    this.errors[path] ??= `The ${kind} ${uuid} this file refers to is not accessible to the user`;
  }

  async databases(files: [string, DatabaseFile][]): Promise<void> {
    for (const [path, d] of files) {
      const existing = await this.ctx.databases.findByUuid(d.uuid);
      const action = this.#decide(path, 'database', existing !== null, true);
      const readable =
        this.#access.all || (existing !== null && this.#access.databaseIds.includes(existing.id));
      this.#usable.set(d.uuid, action !== 'reuse' || readable);
    }
  }

  async datasets(files: [string, DatasetFile][]): Promise<void> {
    for (const [path, d] of files) {
      const db = await this.ctx.databases.findByUuid(d.database_uuid);
      const existing = db ? await existingDataset(this.ctx, d, db.id) : null;
      const readable =
        existing !== null && canAccessDataset(this.#access, existing.databaseId, existing.id);
      const owned =
        readable &&
        isOwnerOrAdmin(
          this.actor,
          existing.owners.map((o) => o.id),
        );
      const action = this.#decide(path, 'dataset', existing !== null, owned);
      if (action !== 'reuse' && !this.#canUse(d.database_uuid))
        this.#refuseDependency(path, 'database', d.database_uuid);
      this.#usable.set(d.uuid, action !== 'reuse' || readable);
    }
  }

  async charts(files: [string, ChartFile][]): Promise<void> {
    const { charts } = assetRepos(this.ctx);
    for (const [path, c] of files) {
      const existing = await charts.findByUuid(c.uuid);
      const visible = existing !== null && (await charts.findByUuid(c.uuid, this.#access)) !== null;
      const owned =
        visible &&
        isOwnerOrAdmin(
          this.actor,
          existing.owners.map((o) => o.id),
        );
      const action = this.#decide(path, 'chart', existing !== null, owned);
      if (action !== 'reuse' && !this.#canUse(c.dataset_uuid))
        this.#refuseDependency(path, 'dataset', c.dataset_uuid);
      this.#usable.set(c.uuid, action !== 'reuse' || visible);
    }
  }

  async dashboards(
    files: [string, DashboardFile][],
    chartUuidsOf: (d: DashboardFile) => string[],
  ): Promise<void> {
    const { dashboards } = assetRepos(this.ctx);
    for (const [path, d] of files) {
      const id = await dashboards.idByUuid(d.uuid);
      const visible =
        id === null ? null : ((await dashboards.findByIds([id], viewerOf(this.actor)))[0] ?? null);
      const owned =
        visible !== null &&
        isOwnerOrAdmin(
          this.actor,
          visible.owners.map((o) => o.id),
        );
      const action = this.#decide(path, 'dashboard', id !== null, owned);
      const refused = chartUuidsOf(d).find((u) => !this.#canUse(u));
      if (action !== 'reuse' && refused) this.#refuseDependency(path, 'chart', refused);
    }
  }

  async queries(files: [string, SavedQueryFile][]): Promise<void> {
    const repo = assetRepos(this.ctx).savedQueries;
    for (const [path, q] of files) {
      const existing = await repo.ownerByUuid(q.uuid);
      const owned = existing !== null && (this.actor.isAdmin || existing.ownerId === this.actor.id);
      const action = this.#decide(path, 'saved_query', existing !== null, owned);
      if (action !== 'reuse' && !this.#canUse(q.database_uuid))
        this.#refuseDependency(path, 'database', q.database_uuid);
    }
  }
}

/**
 * The files the user may not import, with why (empty when all may be). Runs in the import's
 * transaction, before anything is written.
 */
export async function importPermissionErrors(
  ctx: AppContext,
  parsed: ParsedBundle,
  replace: ReplaceRule,
  actor: CurrentUser,
  chartUuidsOf: (d: DashboardFile) => string[],
): Promise<Record<string, string>> {
  const checker = new ImportChecker(ctx, actor, replace);
  await checker.databases(parsed.databases);
  await checker.datasets(parsed.datasets);
  await checker.charts(parsed.charts);
  await checker.dashboards(parsed.dashboards, chartUuidsOf);
  await checker.queries(parsed.queries);
  return checker.errors;
}
