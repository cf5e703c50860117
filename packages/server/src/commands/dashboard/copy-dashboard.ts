import { randomUUID } from 'node:crypto';
import { dataAccessOf, type CurrentUser } from '../../security/current-user.ts';
import { visibleDashboard } from './dashboard-access.ts';
import {
  layoutChartIds,
  parseObject,
  remapMetadataCharts,
  rewriteLayoutCharts,
  storedMetadata,
} from './dashboard-layout.ts';
import type { DashboardRepos } from './dashboard-repos.ts';
import type { DashboardCopy } from '@sightline/core';
import { parseJsonMetadata } from './dashboard-fields.ts';
import { epochSeconds } from './update-dashboard.ts';

/** Clones charts for the caller; returns old id -> new id. */
async function duplicateCharts(
  repos: DashboardRepos,
  chartIds: number[],
  actor: CurrentUser,
): Promise<Map<number, number>> {
  const remap = new Map<number, number>();
  for (const c of await repos.charts.findByIds(chartIds)) {
    const id = await repos.charts.create(
      {
        uuid: randomUUID(),
        sliceName: c.sliceName,
        datasourceId: c.datasourceId,
        datasourceType: c.datasourceType,
        datasourceName: c.datasourceName,
        vizType: c.vizType,
        params: c.params,
        queryContext: c.queryContext,
        description: c.description,
        cacheTimeout: c.cacheTimeout,
        certifiedBy: c.certifiedBy,
        certificationDetails: c.certificationDetails,
        isManagedExternally: false,
        externalUrl: null,
        lastSavedAt: c.lastSavedAt,
        lastSavedByFk: actor.id,
      },
      [actor.id],
      actor.id,
    );
    remap.set(c.id, id);
  }
  return remap;
}

/**
 * Copies a visible dashboard (POST /api/v1/dashboard/<id_or_slug>/copy/, docs/api.md §2.7) into a new draft
 * owned solely by the caller. With `duplicate_slices` every chart is cloned and the layout and filter
 * scopes point at the clones; otherwise the copy shows the same charts.
 */
export async function copyDashboard(
  repos: DashboardRepos,
  key: string,
  body: DashboardCopy,
  actor: CurrentUser,
): Promise<{ id: number; lastModifiedTime: number }> {
  const md = parseJsonMetadata(body.json_metadata);
  const original = await visibleDashboard(repos, key, actor);
  const positions = md.positions ?? parseObject(original.positionJson);
  // Only charts the copier can read are linked or cloned; the others are left out like missing ones.
  const candidates = [
    ...new Set([...original.charts.map((c) => c.id), ...layoutChartIds(positions)]),
  ];
  const readable = (await repos.charts.findByIds(candidates, dataAccessOf(actor))).map((c) => c.id);
  const remap = body.duplicate_slices
    ? await duplicateCharts(repos, readable, actor)
    : new Map<number, number>();
  const chartIds = readable.map((c) => remap.get(c) ?? c);
  const uuids = await repos.dashboards.chartUuids(chartIds);
  const id = await repos.dashboards.create(
    {
      dashboardTitle: body.dashboard_title ?? original.dashboardTitle,
      css: body.css ?? original.css,
      positionJson: Object.keys(positions).length
        ? JSON.stringify(rewriteLayoutCharts(positions, uuids, remap))
        : null,
      jsonMetadata: JSON.stringify(storedMetadata(remapMetadataCharts(md, remap), chartIds)),
      published: false,
    },
    actor.id,
  );
  await repos.dashboards.setOwners(id, [actor.id]);
  await repos.dashboards.setCharts(id, chartIds);
  const created = (await repos.dashboards.findByIds([id]))[0];
  return { id, lastModifiedTime: epochSeconds(created?.changedOn ?? null) };
}
