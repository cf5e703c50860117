/** One entry of the top navigation; entries with children are dropdowns. */
export interface NavItem {
  key: string;
  label: string;
  path?: string;
  children?: NavItem[];
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'dashboards', label: 'Dashboards', path: '/dashboard/list/' },
  { key: 'charts', label: 'Charts', path: '/chart/list/' },
  {
    key: 'sql',
    label: 'SQL',
    children: [
      { key: 'sqllab', label: 'SQL Lab', path: '/sqllab/' },
      { key: 'saved-queries', label: 'Saved queries', path: '/savedqueryview/list/' },
      { key: 'query-history', label: 'Query history', path: '/sqllab/history/' },
    ],
  },
  {
    key: 'data',
    label: 'Data',
    children: [
      { key: 'databases', label: 'Databases', path: '/databaseview/list/' },
      { key: 'datasets', label: 'Datasets', path: '/tablemodelview/list/' },
    ],
  },
];

/** Normalizes a path to end with "/" so "/sqllab" and "/sqllab/" compare equal. */
function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** The key of the most specific nav entry whose path matches the location. */
export function activeNavKey(pathname: string, items: NavItem[] = NAV_ITEMS): string | undefined {
  const current = withSlash(pathname);
  let best: { key: string; length: number } | undefined;
  const visit = (list: NavItem[]) => {
    for (const item of list) {
      if (item.path && current.startsWith(withSlash(item.path))) {
        const length = item.path.length;
        if (!best || length > best.length) best = { key: item.key, length };
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best?.key;
}
