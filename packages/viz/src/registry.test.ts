/// <reference types="node" />
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { galleryRankWeight } from './contract.ts';
import { chartMetadata } from './metadata.ts';
import { buildChartDataRequest, clientProcessors, queryBuilders } from './query.ts';
import { chartRegistry, getChartPlugin } from './registry.ts';

const CHARTS = join(dirname(fileURLToPath(import.meta.url)), 'charts');
// Folders starting with "_" hold code shared by a family of charts, not a chart type.
const chartFolders = readdirSync(CHARTS)
  .filter((name) => !name.startsWith('_') && statSync(join(CHARTS, name)).isDirectory())
  .sort();
const ROLE_FILES = [
  'build-query.ts',
  'control-panel.ts',
  'form-data.ts',
  'index.ts',
  'metadata.ts',
  'query.ts',
  'transform-props.ts',
];
// A legacy type may add its explore_json payload shaper (legacyDataShapers in legacy-data.ts) and its test.
const OPTIONAL_FILES = ['legacy-data.ts', 'legacy-data.test.ts'];
// A chart test past the line limit is split by topic into `<folder>-<topic>.test.ts` beside it
// (its shared fixtures live in src/testing/).
const isTopicTest = (folder: string, file: string) =>
  file.startsWith(`${folder}-`) && file.endsWith('.test.ts');

/** `echarts_timeseries_bar` -> `echartsTimeseriesBar`, the prefix of a chart folder's export names. */
function camelCase(vizType: string): string {
  return vizType.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** query-registry.ts: each registered type's `query.ts` export, by viz_type. */
function queryRegistrySource(vizTypes: string[]): string {
  const name = (vizType: string) => `${camelCase(vizType)}Query`;
  return [
    '// Generated from registry.ts by registry.test.ts; do not edit. After adding a chart type (its folder',
    '// and its registry line), `npx vitest run --project viz packages/viz/src/registry.test.ts -u`',
    '// rewrites this file; the test fails while it is out of date.',
    ...vizTypes.map(
      (vizType) => `import { ${name(vizType)} } from './charts/${vizType}/query.ts';`,
    ),
    "import type { ChartQueryBuilder } from './query/chart-query.ts';",
    '',
    '/**',
    ' * The server-safe part of every registered chart type, by `viz_type` (the keys of the registry).',
    " * Getters, read at use: cartodiagram's buildQuery imports this table, so when a bundle enters the",
    ' * cycle at charts/cartodiagram/query.ts the table is built before that export is set.',
    ' */',
    'export const queryBuilders = {',
    ...vizTypes.map((vizType) => `  get ${vizType}() {\n    return ${name(vizType)};\n  },`),
    '} satisfies Record<string, ChartQueryBuilder>;',
    '',
  ].join('\n');
}

/** metadata-registry.ts: each registered type's `metadata.ts` export, by viz_type. */
function metadataRegistrySource(vizTypes: string[]): string {
  const name = (vizType: string) => `${camelCase(vizType)}Metadata`;
  return [
    '// Generated from registry.ts by registry.test.ts; do not edit. After adding a chart type (its folder',
    '// and its registry line), `npx vitest run --project viz packages/viz/src/registry.test.ts -u`',
    '// rewrites this file; the test fails while it is out of date.',
    "import type { ChartMetadata } from './contract.ts';",
    ...vizTypes.map(
      (vizType) => `import { ${name(vizType)} } from './charts/${vizType}/metadata.ts';`,
    ),
    '',
    '/** What the gallery and the list pages know of every registered chart type, by `viz_type`. */',
    'export const chartMetadataByType = {',
    ...vizTypes.map((vizType) => `  ${vizType}: ${name(vizType)},`),
    '} satisfies Record<string, ChartMetadata>;',
    '',
  ].join('\n');
}

describe('chart registry', () => {
  it('registers exactly the folders under charts/', () => {
    expect(Object.keys(chartRegistry).sort()).toEqual(chartFolders);
  });

  it('generates the query table of @sightline/viz/query from the registry', async () => {
    // After adding a registry line: `npx vitest run --project viz packages/viz/src/registry.test.ts -u`.
    await expect(queryRegistrySource(Object.keys(chartRegistry))).toMatchFileSnapshot(
      './query-registry.ts',
    );
  });

  it('generates the metadata table of @sightline/viz/metadata from the registry', async () => {
    await expect(metadataRegistrySource(Object.keys(chartRegistry))).toMatchFileSnapshot(
      './metadata-registry.ts',
    );
  });

  it('serves the metadata objects of the registry through @sightline/viz/metadata', () => {
    expect(Object.keys(chartMetadata).sort()).toEqual(chartFolders);
    for (const [vizType, plugin] of Object.entries(chartRegistry))
      expect(chartMetadata[vizType as keyof typeof chartMetadata]).toBe(plugin.metadata);
  });

  it.each(Object.keys(chartRegistry))(
    '%s is served by @sightline/viz/query with its own schema and buildQuery',
    (vizType) => {
      const plugin = getChartPlugin(vizType);
      expect(Object.hasOwn(queryBuilders, vizType)).toBe(true);
      const builder = queryBuilders[vizType as keyof typeof queryBuilders];
      expect(builder.formDataSchema).toBe(plugin?.formDataSchema);
      expect(builder.buildQuery).toBe(plugin?.buildQuery);
    },
  );

  it('keeps cartodiagram in the table when a module graph enters its import cycle at the chart folder', async () => {
    // The web bundle may run charts/cartodiagram/query.ts before query-registry.ts (a build of the
    // dashboard page did): the table must still hand out cartodiagram's builder.
    vi.resetModules();
    const { cartodiagramQuery } = await import('./charts/cartodiagram/query.ts');
    const fresh = await import('./query-registry.ts');
    expect(fresh.queryBuilders.cartodiagram).toBe(cartodiagramQuery);
  });

  it('serves exactly the registered types server-side', () => {
    expect(Object.keys(queryBuilders).sort()).toEqual(chartFolders);
    expect(() =>
      buildChartDataRequest({ datasource: '1__table', viz_type: 'not_a_viz_type' }),
    ).toThrow('Unsupported viz_type');
  });

  it('serves the client processing the chart folders declare, and the pivoted CSV only where the pivot is', () => {
    expect(Object.keys(clientProcessors).sort()).toEqual(['pivot_table_v2', 'table']);
    expect(clientProcessors.table).toBe(chartRegistry.table.clientProcessing);
    const pivoted = Object.values(chartRegistry).filter(
      (plugin) => plugin.metadata.supportsPivotedCsv,
    );
    expect(pivoted.map((plugin) => plugin.metadata.viz_type)).toEqual(['pivot_table_v2']);
    expect(pivoted.every((plugin) => plugin.clientProcessing !== undefined)).toBe(true);
  });

  it('declares which types feed chart-sourced annotation layers', () => {
    const sources = Object.values(chartRegistry).flatMap(({ metadata }) =>
      metadata.annotationSourceType ? [[metadata.viz_type, metadata.annotationSourceType]] : [],
    );
    expect(Object.fromEntries(sources)).toEqual({
      echarts_timeseries_line: 'line',
      table: 'table',
    });
  });

  it.each(chartFolders)('%s has exactly the role files and its own metadata', (folder) => {
    const files = readdirSync(join(CHARTS, folder))
      .filter((f) => !OPTIONAL_FILES.includes(f) && !isTopicTest(folder, f))
      .sort();
    const components = files.filter((f) => f.endsWith('.tsx'));
    expect(components).toHaveLength(1);
    expect(components[0]).toMatch(/^[A-Z][A-Za-z]*Chart\.tsx$/);
    expect(files).toEqual([...ROLE_FILES, components[0], `${folder}.test.ts`].sort());
    const plugin = getChartPlugin(folder);
    expect(plugin?.metadata.viz_type).toBe(folder);
    expect(plugin?.metadata.isFeatured).toBe(plugin?.metadata.tags.includes('Featured'));
  });

  // A first component import loads its libraries (ECharts, antd): seconds on a loaded machine.
  it.each(chartFolders)(
    '%s loads its component lazily, named after its file',
    async (folder) => {
      const component = await getChartPlugin(folder)?.loadComponent();
      const file = readdirSync(join(CHARTS, folder)).find((f) => f.endsWith('.tsx'));
      expect(typeof component).toBe('function');
      expect(`${(component as { name: string }).name}.tsx`).toBe(file);
    },
    30_000,
  );

  it.each(chartFolders)('%s declares each control once', (folder) => {
    const names =
      getChartPlugin(folder)?.controlPanel.sections.flatMap((s) => s.controls.map((c) => c.name)) ??
      [];
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
