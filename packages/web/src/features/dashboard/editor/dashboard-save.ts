import { positionJsonSchema, toPositionJson } from '@sightline/core';
import type { Layout } from '@sightline/core';
import type { DashboardDetail, DashboardUpdateBody } from '../../../api/dashboard-api.ts';
import { parseMetadata } from '../dashboard-model.ts';
import type { DashboardDraft } from '../dashboard-model.ts';

/** Title saved when the title is empty (docs/dashboards.md §5). */
export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/**
 * The body of the save PUT: the properties, position_json, and json_metadata carrying the layout
 * under `positions` (the server derives position_json and chart membership from it). An empty
 * title becomes '[ untitled dashboard ]'; certification details are kept only with certified_by.
 */
export function savePayload(draft: DashboardDraft, layout: Layout): DashboardUpdateBody {
  const positions = toPositionJson(layout);
  const certifiedBy = draft.certified_by?.trim() ? draft.certified_by.trim() : null;
  return {
    dashboard_title: draft.dashboard_title.trim() || UNTITLED_DASHBOARD,
    slug: draft.slug?.trim() ? draft.slug.trim() : null,
    css: draft.css,
    owners: draft.owners,
    certified_by: certifiedBy,
    certification_details: certifiedBy ? (draft.certification_details ?? '') : null,
    position_json: JSON.stringify(positions),
    json_metadata: JSON.stringify({ ...draft.metadata, positions }),
  };
}

/** One value the save would overwrite: what the server holds now and what this save writes. */
export interface OverwriteDiff {
  field: string;
  server: string;
  ours: string;
}

const text = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Stable JSON (sorted keys) so key order does not count as a difference. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * A layout's identity for comparison (chart uuids the server fills in and parents are ignored) and
 * a short text counting its components by type.
 */
export function layoutSummary(positionJson: string | null | undefined): {
  signature: string;
  text: string;
} {
  const parsed = positionJsonSchema.safeParse(positionJson ?? '{}');
  if (!parsed.success)
    return { signature: stable(positionJson ?? null), text: 'unreadable layout' };
  const components = Object.values(parsed.data);
  const signature = stable(
    components.map(({ id, type, children, meta }) => {
      const { uuid: _uuid, ...rest } = meta;
      return { id, type, children, meta: rest };
    }),
  );
  const counts = new Map<string, number>();
  components.forEach((c) => counts.set(c.type, (counts.get(c.type) ?? 0) + 1));
  const text = [...counts.entries()]
    .filter(([t]) => !['ROOT', 'GRID', 'HEADER'].includes(t))
    .map(([t, n]) => `${n} ${t.toLowerCase()}`)
    .join(', ');
  return { signature, text: text || 'empty layout' };
}

/**
 * The values that differ between the server's current copy and the payload of this save, so the
 * overwrite-confirm dialog can show what would be lost: title, slug, css, each json_metadata key
 * (positions excepted) and the layout.
 */
export function overwriteDiff(
  server: DashboardDetail,
  payload: DashboardUpdateBody,
): OverwriteDiff[] {
  const diffs: OverwriteDiff[] = [];
  const add = (field: string, a: unknown, b: unknown) => {
    if (stable(a ?? null) !== stable(b ?? null))
      diffs.push({ field, server: text(a), ours: text(b) });
  };
  add('dashboard_title', server.dashboard_title, payload.dashboard_title);
  add('slug', server.slug, payload.slug);
  add('css', server.css ?? '', payload.css ?? '');
  const serverMeta = parseMetadata(server.json_metadata);
  const { positions: _p, ...ourMeta } = parseMetadata(payload.json_metadata);
  const keys = [...new Set([...Object.keys(serverMeta), ...Object.keys(ourMeta)])]
    .filter((k) => k !== 'positions')
    .sort();
  keys.forEach((key) => add(`json_metadata.${key}`, serverMeta[key], ourMeta[key]));
  const serverLayout = layoutSummary(server.position_json);
  const ourLayout = layoutSummary(payload.position_json);
  if (serverLayout.signature !== ourLayout.signature)
    diffs.push({ field: 'position_json', server: serverLayout.text, ours: ourLayout.text });
  return diffs;
}

/** Whether the server copy changed since it was loaded (then the overwrite must be confirmed). */
export function needsOverwriteConfirm(
  loadedChangedOn: string,
  server: Pick<DashboardDetail, 'changed_on'>,
): boolean {
  return server.changed_on !== loadedChangedOn;
}
