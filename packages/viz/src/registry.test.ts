/// <reference types="node" />
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { galleryRankWeight } from './contract.ts';
import { queryBuilders } from './query.ts';
import { chartRegistry, getChartPlugin } from './registry.ts';

const CHARTS = join(dirname(fileURLToPath(import.meta.url)), 'charts');
// Folders starting with "_" hold code shared by a family of charts, not a chart type.
const chartFolders = readdirSync(CHARTS)
  .filter((name) => !name.startsWith('_') && statSync(join(CHARTS, name)).isDirectory())
  .sort();
const ROLE_FILES = ['build-query.ts', 'control-panel.ts', 'form-data.ts', 'index.ts', 'transform-props.ts'];
// A legacy type may add its explore_json payload shaper (legacyDataShapers in query.ts) and its test.
const OPTIONAL_FILES = ['legacy-data.ts', 'legacy-data.test.ts'];

describe('chart registry', () => {
  it('registers exactly the folders under charts/', () => {
    expect(Object.keys(chartRegistry).sort()).toEqual(chartFolders);
  });

  it('exposes the same types server-side through @sightline/viz/query, with the same code', () => {
    expect(Object.keys(queryBuilders).sort()).toEqual(chartFolders);
    for (const [vizType, plugin] of Object.entries(chartRegistry)) {
      const builder = queryBuilders[vizType as keyof typeof queryBuilders];
      expect(builder.buildQuery).toBe(plugin.buildQuery);
      expect(builder.formDataSchema).toBe(plugin.formDataSchema);
    }
  });

  it.each(chartFolders)('%s has exactly the role files and its own metadata', (folder) => {
    const files = readdirSync(join(CHARTS, folder))
      .filter((f) => !OPTIONAL_FILES.includes(f))
      .sort();
    const components = files.filter((f) => f.endsWith('.tsx'));
    expect(components).toHaveLength(1);
    expect(components[0]).toMatch(/^[A-Z][A-Za-z]*Chart\.tsx$/);
    expect(files).toEqual([...ROLE_FILES, components[0], `${folder}.test.ts`].sort());
    const plugin = getChartPlugin(folder);
    expect(plugin?.metadata.viz_type).toBe(folder);
    expect(plugin?.metadata.isFeatured).toBe(plugin?.metadata.tags.includes('Featured'));
  });

  it.each(chartFolders)('%s loads its component lazily, named after its file', async (folder) => {
    const component = await getChartPlugin(folder)?.loadComponent();
    const file = readdirSync(join(CHARTS, folder)).find((f) => f.endsWith('.tsx'));
    expect(typeof component).toBe('function');
    expect(`${(component as { name: string }).name}.tsx`).toBe(file);
  });

  it.each(chartFolders)('%s declares each control once', (folder) => {
    const names = getChartPlugin(folder)?.controlPanel.sections.flatMap((s) => s.controls.map((c) => c.name)) ?? [];
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('ranks featured types up and deprecated types down in the gallery', () => {
    expect(galleryRankWeight(chartRegistry.pie.metadata)).toBe(0.1);
    expect(galleryRankWeight(chartRegistry.table.metadata)).toBe(0);
    expect(galleryRankWeight({ isFeatured: false, isDeprecated: true })).toBe(-0.1);
  });

  it('knows no unregistered type', () => {
    expect(getChartPlugin('not_a_viz_type')).toBeUndefined();
    expect(getChartPlugin('toString')).toBeUndefined();
  });
});
