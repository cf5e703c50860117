import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS, visibleSettings } from './settings-menu-items.ts';

describe('the Settings menu', () => {
  it("keeps Superset's entries in order and shows only the screens that exist", () => {
    expect(SETTINGS_SECTIONS.flatMap((s) => s.entries.map((e) => e.label))).toEqual([
      'Users',
      'Roles',
      'Row Level Security',
      'Action Log',
      'CSS Templates',
      'Tags',
      'Alerts & Reports',
      'Annotation Layers',
    ]);
    const admin = visibleSettings(true);
    expect(admin.map((s) => s.title)).toEqual(['Security', 'Manage']);
    expect(admin.flatMap((s) => s.entries.map((e) => e.path))).toEqual([
      '/rowlevelsecurity/list/',
      '/actionlog/list/',
      '/csstemplatemodelview/list/',
      '/superset/tags/',
      '/annotationlayer/list/',
    ]);
  });

  it('hides the Security section from non-admins', () => {
    expect(visibleSettings(false)).toEqual([
      {
        title: 'Manage',
        entries: [
          { key: 'css-templates', label: 'CSS Templates', path: '/csstemplatemodelview/list/' },
          { key: 'tags', label: 'Tags', path: '/superset/tags/' },
          { key: 'annotation-layers', label: 'Annotation Layers', path: '/annotationlayer/list/' },
        ],
      },
    ]);
  });
});
