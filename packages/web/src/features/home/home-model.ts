import type { ListFilter } from '@sightline/core';
import type { ListParams } from '../../api/list-query.ts';

/** The sections of the Home page, as Superset's Collapse keys them. */
export const HOME_SECTIONS = ['recents', 'dashboards', 'charts', 'saved-queries'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** The tabs of the Dashboards and Charts sections (Superset's TableTab; its last tab set to All). */
export type ObjectTab = 'Favorite' | 'Mine' | 'All';
/** The tabs of the Recents section. */
export type RecentsTab = 'Viewed' | 'Edited' | 'Created';

/** localStorage keys, as Superset's LocalStorageKeys name them. */
export const HOME_STORAGE = {
  collapse: 'homepage_collapse_state',
  activity: 'homepage_activity_filter',
  dashboard: 'homepage_dashboard_filter',
  chart: 'homepage_chart_filter',
} as const;

/** Reads a stored JSON value, or the fallback when absent or unreadable. */
export function readStored<T>(key: string, fallback: T, isValid: (v: unknown) => v is T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Stores a JSON value; a full or disabled storage only loses the preference. */
export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full storage: the page works without remembering.
  }
}

export const isSectionList = (v: unknown): v is HomeSection[] =>
  Array.isArray(v) && v.every((s) => (HOME_SECTIONS as readonly unknown[]).includes(s));
export const isObjectTab = (v: unknown): v is ObjectTab =>
  v === 'Favorite' || v === 'Mine' || v === 'All';
export const isRecentsTab = (v: unknown): v is RecentsTab =>
  v === 'Viewed' || v === 'Edited' || v === 'Created';

/** The list filters of a Dashboards or Charts tab (Superset's getUserOwnedObjects and favorites). */
export function objectTabFilters(
  resource: 'dashboard' | 'chart',
  tab: ObjectTab,
  userId: number,
): ListFilter[] {
  if (tab === 'Favorite') return [{ col: 'id', opr: `${resource}_is_favorite`, value: true }];
  if (tab === 'Mine') return [{ col: 'owners', opr: 'rel_m_m', value: userId }];
  return [];
}

/** Superset's Home list request: newest changes first, 24 cards. */
export function homeListParams(filters: ListFilter[], pageSize = 24): ListParams {
  return {
    page: 0,
    pageSize,
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
    filters,
  };
}

/** A card of the Recents section: a viewed, edited or created dashboard, chart or saved query. */
export interface ActivityCard {
  key: string;
  kind: 'dashboard' | 'chart' | 'query';
  title: string;
  url: string;
  description: string;
}

const UNTITLED = '[Untitled]';

/** The Viewed cards from recent activity: one per URL, newest first. */
export function viewedCards(
  items: {
    item_type: string;
    item_url: string;
    item_title: string;
    time_delta_humanized: string;
  }[],
): ActivityCard[] {
  const seen = new Set<string>();
  return items.flatMap((i) => {
    if (seen.has(i.item_url)) return [];
    seen.add(i.item_url);
    return [
      {
        key: i.item_url,
        kind: i.item_type === 'dashboard' ? ('dashboard' as const) : ('chart' as const),
        title: i.item_title || UNTITLED,
        url: i.item_url,
        description: `Viewed ${i.time_delta_humanized}`,
      },
    ];
  });
}

interface Modified {
  changed_on_delta_humanized?: string | null;
}

/** Edited or Created cards: the first three charts, dashboards and saved queries (Superset slices 0..3). */
export function objectCards(objects: {
  charts?: ({ id: number; slice_name: string; url: string } & Modified)[];
  dashboards?: ({ id: number; dashboard_title: string; url: string } & Modified)[];
  queries?: ({ id: number; label: string } & Modified)[];
}): ActivityCard[] {
  const modified = (o: Modified) => `Modified ${o.changed_on_delta_humanized ?? 'Unknown'}`;
  return [
    ...(objects.charts ?? []).slice(0, 3).map((c) => ({
      key: `chart-${c.id}`,
      kind: 'chart' as const,
      title: c.slice_name || UNTITLED,
      url: c.url,
      description: modified(c),
    })),
    ...(objects.dashboards ?? []).slice(0, 3).map((d) => ({
      key: `dashboard-${d.id}`,
      kind: 'dashboard' as const,
      title: d.dashboard_title || UNTITLED,
      url: d.url,
      description: modified(d),
    })),
    ...(objects.queries ?? []).slice(0, 3).map((q) => ({
      key: `query-${q.id}`,
      kind: 'query' as const,
      title: q.label || UNTITLED,
      url: `/sqllab/?savedQueryId=${q.id}`,
      description: modified(q),
    })),
  ];
}
