#!/usr/bin/env node
// Type-checks every workspace with `tsc -p`, as many at once as the machine has cores, and fails
// when any of them does. Each project's output is printed whole, after it ends, so that parallel
// runs do not interleave their diagnostics.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';

const PROJECTS = [
  'packages/web',
  'packages/server',
  'packages/viz',
  'packages/e2e',
  'packages/core',
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const slots = Math.max(1, Math.min(PROJECTS.length, availableParallelism()));

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `tsc -p ${project}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n${output}`,
      );
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = false;
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
