import { rolesGrant } from '@sightline/core';
import type { PermissionPair } from '@sightline/core';

/** An entry of the Settings menu; `path` null means the screen does not exist yet (not shown). */
export interface SettingsEntry {
  key: string;
  label: string;
  path: string | null;
  /** The [permission, view] the user needs to see it (Superset's menu checks `can_read` on the view). */
  permission: PermissionPair;
}

/** Superset's Settings menu, section by section; entries link once their screen exists. */
export const SETTINGS_SECTIONS: { title: string; entries: SettingsEntry[] }[] = [
  {
    title: 'Security',
    entries: [
      { key: 'users', label: 'Users', path: '/users/list/', permission: ['can_read', 'User'] },
      { key: 'roles', label: 'Roles', path: '/roles/list/', permission: ['can_read', 'Role'] },
      {
        key: 'rls',
        label: 'Row Level Security',
        path: '/rowlevelsecurity/list/',
        permission: ['can_read', 'Row Level Security'],
      },
      {
        key: 'action-log',
        label: 'Action Log',
        path: '/actionlog/list/',
        permission: ['can_read', 'Log'],
      },
    ],
  },
  {
    title: 'Manage',
    entries: [
      {
        key: 'css-templates',
        label: 'CSS Templates',
        path: '/csstemplatemodelview/list/',
        permission: ['can_read', 'CssTemplate'],
      },
      { key: 'tags', label: 'Tags', path: '/superset/tags/', permission: ['can_read', 'Tag'] },
      {
        key: 'alerts-reports',
        label: 'Alerts & Reports',
        path: '/alert/list/',
        permission: ['can_read', 'ReportSchedule'],
      },
      {
        key: 'annotation-layers',
        label: 'Annotation Layers',
        path: '/annotationlayer/list/',
        permission: ['can_read', 'Annotation'],
      },
    ],
  },
  {
    title: 'User',
    entries: [{ key: 'user-info', label: 'Info', path: '/user_info/', permission: ['', ''] }],
  },
];

/** The roles of the bootstrap user (GET /api/v1/me/roles/): role name -> [permission, view] pairs. */
export type UserRoles = Record<string, PermissionPair[]>;

/** Whether the user may open the entry: an empty permission is everyone's (the profile). */
const mayOpen = (roles: UserRoles, [permission, view]: PermissionPair) =>
  permission === '' || rolesGrant(roles, permission, view);

/** The sections the user sees: existing screens the user's roles can read; empty sections dropped. */
export function visibleSettings(roles: UserRoles) {
  return SETTINGS_SECTIONS.map((s) => ({
    title: s.title,
    entries: s.entries.filter((e) => e.path !== null && mayOpen(roles, e.permission)),
  })).filter((s) => s.entries.length > 0);
}
