/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chartMetadata, getChartMetadata } from './metadata.ts';

const SRC = dirname(fileURLToPath(import.meta.url));
// Imports that stay in the built code: `import type` and `export type` are erased.
const RUNTIME_SPECIFIER =
  /(?:^\s*(?:import|export)\s+(?!type\b)[^'"]*?\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every module the built `entry` runs, by path from src/ (bare specifiers as they are). */
function runtimeGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.startsWith('/')) continue;
    for (const [, specifier] of stripComments(readFileSync(file, 'utf8')).matchAll(
      RUNTIME_SPECIFIER,
    ))
      queue.push(specifier.startsWith('.') ? join(dirname(file), specifier) : specifier);
  }
  return [...seen].map((file) => (file.startsWith('/') ? relative(SRC, file) : file)).sort();
}

describe('@sightline/viz/metadata loads no chart code', () => {
  it('runs only the chart folders’ metadata files and the contract', () => {
    const modules = runtimeGraph(join(SRC, 'metadata.ts'));
    expect(modules).toContain('charts/pie/metadata.ts');
    expect(modules.filter((m) => !/^charts\/[a-z0-9_]+\/metadata\.ts$/.test(m))).toEqual([
      'contract.ts',
      'metadata-registry.ts',
      'metadata.ts',
    ]);
  });

  it('names every type and answers unknown ones with undefined', () => {
    expect(getChartMetadata('pie')?.name).toBe('Pie Chart');
    expect(getChartMetadata('echarts_timeseries_bar')?.category).toBe('Evolution');
    expect(chartMetadata.table.thumbnail).toBe('table.png');
    expect(getChartMetadata('not_a_viz_type')).toBeUndefined();
    expect(getChartMetadata('toString')).toBeUndefined();
  });
});
