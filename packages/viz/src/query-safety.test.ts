/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildChartDataRequest } from './query.ts';
import { LINE_EXAMPLE, TABLE_EXAMPLE } from './testing/example-form-data.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
const CORE_ENTRY = resolve(SRC, '../../core/src/index.ts');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every file reachable from `entry` through static, type-only and dynamic imports, and the bare specifiers they use. */
function importGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const [, specifier] of stripComments(readFileSync(file, 'utf8')).matchAll(SPECIFIER)) {
      if (specifier.startsWith('.')) queue.push(join(dirname(file), specifier));
      else if (specifier === '@sightline/core') queue.push(CORE_ENTRY);
      else packages.set(specifier, file);
    }
  }
  return { files, packages };
}

describe('@sightline/viz/query is server-safe', () => {
  const { files, packages } = importGraph(join(SRC, 'query.ts'));

  it('reaches every chart form-data and build-query module', () => {
    expect(files).toContain(join(SRC, 'charts/table/build-query.ts'));
    expect(files).toContain(join(SRC, 'charts/_timeseries/build-query.ts'));
    expect(packages.has('zod')).toBe(true);
  });

  it('imports no React, ECharts or .tsx module, directly or transitively', () => {
    const forbidden = [...packages.entries()].filter(([name]) =>
      /^(react|react-dom|echarts)(\/|$)/.test(name),
    );
    expect(forbidden).toEqual([]);
    expect([...files].filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('keeps the explore_json shapers (@sightline/viz/legacy-data) free of React, ECharts and .tsx modules too', () => {
    const legacy = importGraph(join(SRC, 'legacy-data.ts'));
    expect(legacy.files).toContain(join(SRC, 'charts/world_map/legacy-data.ts'));
    expect(
      [...legacy.packages.keys()].filter((name) => /^(react|react-dom|echarts)(\/|$)/.test(name)),
    ).toEqual([]);
    expect([...legacy.files].filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('builds the request of saved form data by viz_type', () => {
    expect(buildChartDataRequest(LINE_EXAMPLE).queries[0].series_columns).toEqual(['product_line']);
    expect(buildChartDataRequest(TABLE_EXAMPLE).queries[0].row_limit).toBe(1000);
    expect(() => buildChartDataRequest({ ...LINE_EXAMPLE, viz_type: 'not_a_viz_type' })).toThrow(
      'Unsupported viz_type: not_a_viz_type',
    );
  });
});
