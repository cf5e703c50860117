import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the slowest test files (where CI time goes), then one plain closing line,
 * 'Tests: N passed, N failed, N skipped', that CI tooling can read.
 */
export class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed += 1;
    }
    const slowest = testModules
      .map((mod) => ({ name: mod.moduleId, ms: mod.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15);
    process.stdout.write('\nSlowest test files:\n');
    for (const { name, ms } of slowest)
      process.stdout.write(
        `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${relative(process.cwd(), name)}\n`,
      );
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
