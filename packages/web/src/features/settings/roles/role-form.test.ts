import { describe, expect, it } from 'vitest';
import { permissionOptions, roleSaveSteps } from './role-form.ts';
import { roleListFilters } from './RoleList.tsx';

describe('role editor', () => {
  it("labels permissions as Superset's formatPermissionLabel, sorted", () => {
    expect(
      permissionOptions([
        { id: 2, permission: { name: 'can_write' }, view_menu: { name: 'Chart' } },
        { id: 1, permission: { name: 'can_read' }, view_menu: { name: 'Row Level Security' } },
      ]),
    ).toEqual([
      { value: 1, label: 'can read Row Level Security' },
      { value: 2, label: 'can write Chart' },
    ]);
  });

  it('saves only what changed; a new role gets its name first', () => {
    const before = { roleName: 'viewer', rolePermissions: [1, 2], roleUsers: [5] };
    expect(roleSaveSteps(before, { ...before, rolePermissions: [2, 1] })).toEqual([]);
    expect(roleSaveSteps(before, { ...before, roleName: 'v2', roleUsers: [] })).toEqual([
      'name',
      'users',
    ]);
    expect(roleSaveSteps(before, { ...before, rolePermissions: [3] })).toEqual(['permissions']);
    expect(roleSaveSteps(null, { roleName: 'new', rolePermissions: [1], roleUsers: [] })).toEqual([
      'name',
      'permissions',
    ]);
    expect(roleListFilters({ search: 'view', user: 5, permission: null })).toEqual([
      { col: 'name', opr: 'ct', value: 'view' },
      { col: 'user_ids', opr: 'in', value: [5] },
    ]);
  });
});
