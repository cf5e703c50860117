import { parseJson } from '@sightline/core';
import { AppError } from '../../errors.ts';
import type { DashboardRecord } from '../../meta/repos/dashboards-repo.ts';
import { parseObject, type LayoutNode } from './dashboard-layout.ts';

/** A TAB of the layout with the tabs nested in it. */
export interface TabNode {
  value: string;
  title: string;
  parents: string[];
  children: TabNode[];
}

/** GET /api/v1/dashboard/<id_or_slug>/tabs: every tab's title, the tab tree and the native filters each tab scopes. */
export function dashboardTabs(d: DashboardRecord): {
  all_tabs: Record<string, string>;
  tab_tree: TabNode[];
  native_filters: Record<string, { id: unknown; name: unknown }[]>;
} {
  let layout: Record<string, LayoutNode>;
  try {
    const parsed: unknown = d.positionJson ? parseJson(d.positionJson) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('not an object');
    layout = parsed as Record<string, LayoutNode>;
  } catch {
    throw new AppError(400, 'Dashboard layout is not valid');
  }
  const allTabs: Record<string, string> = {};
  const seen = new Set<string>();
  const walk = (id: string, parents: string[]): TabNode[] => {
    const node = layout[id];
    if (!node || typeof node !== 'object' || seen.has(id)) return [];
    seen.add(id);
    const kids = Array.isArray(node.children)
      ? node.children.filter((c): c is string => typeof c === 'string')
      : [];
    if (node.type === 'TAB') {
      const title =
        typeof node.meta?.text === 'string'
          ? node.meta.text
          : typeof node.meta?.defaultText === 'string'
            ? node.meta.defaultText
            : '';
      allTabs[id] = title;
      return [
        { value: id, title, parents, children: kids.flatMap((c) => walk(c, [...parents, id])) },
      ];
    }
    return kids.flatMap((c) => walk(c, parents));
  };
  const tree = walk('ROOT_ID', []);
  const nativeFilters: Record<string, { id: unknown; name: unknown }[]> = {};
  const md = parseObject(d.jsonMetadata);
  const filters = Array.isArray(md.native_filter_configuration)
    ? (md.native_filter_configuration as Record<string, unknown>[])
    : [];
  for (const f of filters) {
    const tabs = Array.isArray(f?.tabsInScope) ? f.tabsInScope : [];
    for (const tab of tabs)
      if (typeof tab === 'string') (nativeFilters[tab] ??= []).push({ id: f.id, name: f.name });
  }
  return { all_tabs: allTabs, tab_tree: tree, native_filters: nativeFilters };
}
