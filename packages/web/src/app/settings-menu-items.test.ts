import { describe, expect, it } from 'vitest';
import type { PermissionPair } from '@sightline/core';
import { SETTINGS_SECTIONS, visibleSettings } from './settings-menu-items.ts';

const paths = (roles: Record<string, PermissionPair[]>) =>
  visibleSettings(roles).flatMap((s) => s.entries.map((e) => e.path));

// Gamma's read pairs as the server's built-in role holds them (no CssTemplate, no Tag writes).
const GAMMA: PermissionPair[] = [
  ['can_read', 'Chart'],
  ['can_read', 'Dashboard'],
  ['can_read', 'Annotation'],
  ['can_read', 'Tag'],
];

describe('the Settings menu', () => {
  it("keeps Superset's entries in order", () => {
    expect(SETTINGS_SECTIONS.flatMap((s) => s.entries.map((e) => e.label))).toEqual([
      'Users',
      'Roles',
      'Row Level Security',
      'Action Log',
      'CSS Templates',
      'Tags',
      'Alerts & Reports',
      'Annotation Layers',
      'Info',
    ]);
  });

  it('shows an admin every existing screen, Users and Roles first', () => {
    const admin = visibleSettings({ Admin: [] });
    expect(admin.map((s) => s.title)).toEqual(['Security', 'Manage', 'User']);
    expect(paths({ Admin: [] })).toEqual(
      SETTINGS_SECTIONS.flatMap((s) => s.entries.flatMap((e) => (e.path ? [e.path] : []))),
    );
    expect(paths({ Admin: [] }).slice(0, 2)).toEqual(['/users/list/', '/roles/list/']);
  });

  it('shows Gamma only what its roles can read: no CSS Templates, no Security section', () => {
    expect(visibleSettings({ Gamma: GAMMA }).map((s) => s.title)).toEqual(['Manage', 'User']);
    expect(paths({ Gamma: GAMMA })).toEqual([
      '/superset/tags/',
      '/annotationlayer/list/',
      '/user_info/',
    ]);
  });

  it('shows CSS Templates to Alpha, and a screen granted through any of several roles', () => {
    const alpha: PermissionPair[] = [...GAMMA, ['can_read', 'CssTemplate']];
    expect(paths({ Alpha: alpha })).toContain('/csstemplatemodelview/list/');
    expect(paths({ Alpha: [...alpha, ['can_read', 'ReportSchedule']] })).toContain('/alert/list/');
    expect(paths({ Gamma: GAMMA, auditor: [['can_read', 'Log']] })).toContain('/actionlog/list/');
    expect(paths({ nothing: [] })).toEqual(['/user_info/']);
  });
});
