import { describe, expect, it } from 'vitest';
import type { PermissionPair } from '@sightline/core';
import { canOverwriteChart, chartPermissions } from './chart-permissions.ts';

const user = (roles: Record<string, PermissionPair[]>, userId = 5) => ({ roles, userId });

describe('chart permissions (docs/charts.md §6)', () => {
  it('gates exports, sharing and exploring on their Superset permissions', () => {
    const gamma = user({
      Gamma: [
        ['can_csv', 'Superset'],
        ['can_write', 'Chart'],
      ],
    });
    expect(chartPermissions(gamma)).toEqual({
      isAdmin: false,
      canCsv: true,
      canShare: false,
      canExplore: false,
      canWriteChart: true,
    });
    const viewer = user({
      Viewer: [
        ['can_share_chart', 'Superset'],
        ['can_explore', 'Superset'],
      ],
    });
    expect(chartPermissions(viewer)).toMatchObject({
      canCsv: false,
      canShare: true,
      canExplore: true,
      canWriteChart: false,
    });
  });

  it('lets any role named admin, in any case, do everything', () => {
    expect(chartPermissions(user({ ADMIN: [] }))).toEqual({
      isAdmin: true,
      canCsv: true,
      canShare: true,
      canExplore: true,
      canWriteChart: true,
    });
  });

  it('lets only owners and admins overwrite a chart', () => {
    expect(canOverwriteChart(user({ Gamma: [] }, 5), [5, 9])).toBe(true);
    expect(canOverwriteChart(user({ Gamma: [] }, 6), [5, 9])).toBe(false);
    expect(canOverwriteChart(user({ admin: [] }, 6), [5])).toBe(true);
    expect(canOverwriteChart(undefined, [5])).toBe(false);
  });
});
