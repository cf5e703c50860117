/** An entry of the Settings menu; `path` null means the screen does not exist yet (not shown). */
export interface SettingsEntry {
  key: string;
  label: string;
  path: string | null;
  /** Only admins see it (Superset's Security section). */
  adminOnly?: boolean;
}

/** Superset's Settings menu, section by section; entries link once their screen exists. */
export const SETTINGS_SECTIONS: { title: string; entries: SettingsEntry[] }[] = [
  {
    title: 'Security',
    entries: [
      { key: 'users', label: 'Users', path: null, adminOnly: true },
      { key: 'roles', label: 'Roles', path: null, adminOnly: true },
      { key: 'rls', label: 'Row Level Security', path: '/rowlevelsecurity/list/', adminOnly: true },
      { key: 'action-log', label: 'Action Log', path: '/actionlog/list/', adminOnly: true },
    ],
  },
  {
    title: 'Manage',
    entries: [
      { key: 'css-templates', label: 'CSS Templates', path: '/csstemplatemodelview/list/' },
      { key: 'tags', label: 'Tags', path: '/superset/tags/' },
      { key: 'alerts-reports', label: 'Alerts & Reports', path: null },
      { key: 'annotation-layers', label: 'Annotation Layers', path: '/annotationlayer/list/' },
    ],
  },
];

/** The sections the user sees: existing screens only, admin-only ones for admins; empty sections dropped. */
export function visibleSettings(isAdmin: boolean) {
  return SETTINGS_SECTIONS.map((s) => ({
    title: s.title,
    entries: s.entries.filter((e) => e.path !== null && (isAdmin || !e.adminOnly)),
  })).filter((s) => s.entries.length > 0);
}
