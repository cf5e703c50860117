import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * Route files allowed to import meta/ or engines/ directly, each with the reason. Routes parse,
 * authorise and send; repositories and engines are reached through commands (docs/architecture.md).
 */
const ROUTE_EXCEPTIONS: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The src-relative targets of a file's relative imports (static, type-only, re-exports and dynamic). */
function importTargets(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm),
  ].map((m) => m[1]!);
  return specifiers.map((s) =>
    relative(SRC, resolve(dirname(file), s))
      .split('\\')
      .join('/'),
  );
}

/** The lower layers a route file reaches past the commands. */
function forbiddenImports(file: string, text: string): string[] {
  return importTargets(file, text).filter((t) => t.startsWith('meta/') || t.startsWith('engines/'));
}

describe('server layers', () => {
  it('finds imports of every form, so the check below cannot pass by missing them', () => {
    const file = join(SRC, 'routes/x/y.routes.ts');
    const text = [
      "import { A } from '../../meta/repos/a-repo.ts';",
      "import type { E } from '../../engines/engine-contract.ts';",
      "export { B } from '../../meta/repos/b-repo.ts';",
      "const m = await import('../../engines/registry.ts');",
      "import { c } from '../../commands/repos.ts';",
    ].join('\n');
    expect(forbiddenImports(file, text)).toEqual([
      'meta/repos/a-repo.ts',
      'engines/engine-contract.ts',
      'meta/repos/b-repo.ts',
      'engines/registry.ts',
    ]);
  });

  it('routes reach no repository on the context: repositories are reached through commands (repos(ctx))', () => {
    const offenders = sourceFiles(join(SRC, 'routes'))
      // Test fixtures (chart-test-fixture.ts) set rows up directly; they serve no request.
      .filter((file) => !file.endsWith('-fixture.ts'))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /\bctx\.(users|roles|databases|datasets|store)\b/g,
          ),
        ].map((m) => `${relative(SRC, file)}: ctx.${m[1]}`),
      );
    expect(offenders).toEqual([]);
  });

  it('routes import neither meta/ nor engines/: they call commands', () => {
    const offenders = sourceFiles(join(SRC, 'routes'))
      .map((file) => ({
        file: relative(SRC, file).split('\\').join('/'),
        targets: forbiddenImports(file, readFileSync(file, 'utf8')),
      }))
      .filter((o) => o.targets.length > 0 && !(o.file in ROUTE_EXCEPTIONS));
    expect(offenders).toEqual([]);
  });
});
