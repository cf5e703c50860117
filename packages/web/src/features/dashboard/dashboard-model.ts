import {
  DASHBOARD_GRID_ID,
  DASHBOARD_HEADER_ID,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_WIDTH,
  emptyLayout,
  newComponent,
  positionJsonSchema,
  withParents,
} from '@sightline/core';
import type { IdGenerator, Layout } from '@sightline/core';
import type { DashboardChart, DashboardDetail } from '../../api/dashboard-api.ts';

/** json_metadata as the client keeps it: a plain object, unknown keys preserved. */
export type DashboardMetadataObject = Record<string, unknown>;

/** The properties edited beside the layout and sent with a save. */
export interface DashboardDraft {
  dashboard_title: string;
  slug: string | null;
  css: string;
  owners: number[];
  roles: number[];
  certified_by: string | null;
  certification_details: string | null;
  metadata: DashboardMetadataObject;
}

/** Production ids: `<TYPE>-<random>` as position_json spells them. */
export const randomIdGenerator: IdGenerator = (type) =>
  `${type}-${Math.random().toString(36).slice(2, 12)}`;

/** Parses json_metadata text; invalid or empty text is {}. */
export function parseMetadata(text: string | null | undefined): DashboardMetadataObject {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as DashboardMetadataObject)
      : {};
  } catch {
    return {};
  }
}

/**
 * The layout of a dashboard: its position_json, or (none stored, or unreadable) a default layout
 * putting the charts in rows of three of the default width. The header always shows the title.
 */
export function layoutOf(
  detail: Pick<DashboardDetail, 'position_json' | 'dashboard_title'>,
  charts: Pick<DashboardChart, 'id' | 'slice_name'>[],
  ids: IdGenerator = randomIdGenerator,
): Layout {
  const parsed = detail.position_json ? positionJsonSchema.safeParse(detail.position_json) : null;
  let layout: Layout;
  if (parsed?.success && parsed.data[DASHBOARD_GRID_ID] && Object.keys(parsed.data).length > 0) {
    layout = parsed.data;
  } else {
    layout = emptyLayout(detail.dashboard_title);
    const perRow = Math.floor(GRID_COLUMN_COUNT / GRID_DEFAULT_CHART_WIDTH);
    const rows: string[] = [];
    for (let i = 0; i < charts.length; i += perRow) {
      const row = newComponent('ROW', ids);
      const chartIds = charts.slice(i, i + perRow).map((chart) => {
        const component = newComponent('CHART', ids, {
          chartId: chart.id,
          sliceName: chart.slice_name,
        });
        layout[component.id] = component;
        return component.id;
      });
      layout[row.id] = { ...row, children: chartIds };
      rows.push(row.id);
    }
    layout[DASHBOARD_GRID_ID] = { ...layout[DASHBOARD_GRID_ID], children: rows };
  }
  const header = layout[DASHBOARD_HEADER_ID] ?? {
    id: DASHBOARD_HEADER_ID,
    type: 'HEADER' as const,
    children: [],
    meta: {},
  };
  layout[DASHBOARD_HEADER_ID] = {
    ...header,
    meta: { ...header.meta, text: detail.dashboard_title },
  };
  return withParents(layout);
}

/** The editable properties of a loaded dashboard. */
export function draftOf(detail: DashboardDetail): DashboardDraft {
  return {
    dashboard_title: detail.dashboard_title,
    slug: detail.slug,
    css: detail.css ?? '',
    owners: detail.owners.map((o) => o.id),
    roles: detail.roles.map((r) => r.id),
    certified_by: detail.certified_by,
    certification_details: detail.certification_details,
    metadata: parseMetadata(detail.json_metadata),
  };
}
