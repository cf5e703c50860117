/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Static proof that the chart registry ships no drawing code (docs/adr/0009-lazy-chart-code.md):
// every page that lists or configures charts imports the registry, so whatever it reaches through
// static imports lands in the shared bundle; chart code must be reached through import() only.

const VIZ_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../viz/src');
const CORE_ENTRY = resolve(VIZ_SRC, '../../core/src/index.ts');
const REGISTRY = join(VIZ_SRC, 'registry.ts');
const HEAVY_PACKAGES = [
  'handlebars',
  'dompurify',
  'd3-cloud',
  'jstat',
  'topojson-client',
  'world-atlas',
  'us-atlas',
  'd3-hierarchy',
  'echarts',
  'i18n-iso-countries',
];

interface ImportEdge {
  specifier: string;
  isDynamic: boolean;
}

/** Value imports of one module: static imports and re-exports (type-only ones are erased) and import() calls. */
function importsOf(file: string): ImportEdge[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const isAllTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!isAllTypes) edges.push({ specifier: node.moduleSpecifier.text, isDynamic: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const isAllTypes =
        node.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      if (!isAllTypes) edges.push({ specifier: node.moduleSpecifier.text, isDynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument))
        edges.push({ specifier: argument.text, isDynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The bare package name of a specifier (`@scope/name`, `name`), or null for a relative one. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('.')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function resolveRelative(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((c) => existsSync(c) && !c.endsWith('/'));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/**
 * Walks static value imports from `entry`. Returns the modules reached, the packages they import
 * (with one importer each) and the targets of import() met on the way, which are not followed.
 */
function staticGraph(entry: string): {
  files: Set<string>;
  packages: Map<string, string>;
  lazy: Set<string>;
} {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const lazy = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const { specifier, isDynamic } of importsOf(file)) {
      const name = packageName(specifier);
      const target =
        name === null
          ? resolveRelative(file, specifier)
          : name === '@sightline/core'
            ? CORE_ENTRY
            : null;
      if (isDynamic) lazy.add(target ?? (name as string));
      else if (target) queue.push(target);
      else if (!packages.has(name as string)) packages.set(name as string, relative(VIZ_SRC, file));
    }
  }
  return { files, packages, lazy };
}

const chartFolders = readdirSync(join(VIZ_SRC, 'charts'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

describe('the chart registry loads chart code lazily (ADR 0009)', () => {
  const { files, packages, lazy } = staticGraph(REGISTRY);
  const reached = [...files].map((file) => relative(VIZ_SRC, file));

  it('reaches every chart metadata, schema, build-query and control panel statically', () => {
    expect(chartFolders.length).toBeGreaterThanOrEqual(45);
    for (const vizType of chartFolders) {
      expect(reached).toContain(`charts/${vizType}/index.ts`);
      expect(reached).toContain(`charts/${vizType}/control-panel.ts`);
      expect(reached).toContain(`charts/${vizType}/build-query.ts`);
    }
  });

  it('reaches no transform-props.ts and no component module except through import()', () => {
    expect(
      reached.filter((file) => file.endsWith('transform-props.ts') || file.endsWith('.tsx')),
    ).toEqual([]);
  });

  it('imports none of the heavy drawing libraries statically', () => {
    expect(
      HEAVY_PACKAGES.filter((name) => packages.has(name)).map(
        (name) => `${name} <- ${packages.get(name)}`,
      ),
    ).toEqual([]);
  });

  it('offers every chart transform and component behind import()', () => {
    const lazyModules = [...lazy].map((file) => relative(VIZ_SRC, file));
    for (const vizType of chartFolders) {
      expect(lazyModules).toContain(`charts/${vizType}/transform-props.ts`);
      expect(
        lazyModules.some((file) => file.startsWith(`charts/${vizType}/`) && file.endsWith('.tsx')),
      ).toBe(true);
    }
  });

  it('sees heavy libraries once the lazy transforms are followed, so the walk is not vacuous', () => {
    const drawn = staticGraph(join(VIZ_SRC, 'charts/handlebars/transform-props.ts'));
    expect(drawn.packages.has('handlebars')).toBe(true);
    expect(drawn.packages.has('dompurify')).toBe(true);
  });
});
