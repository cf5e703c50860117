#!/usr/bin/env node
// Entry point of `npx sightline <command>` and `npm start`: runs the TypeScript CLI through tsx,
// building the web app first when `start` finds it missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (
  process.argv[2] === 'start' &&
  !process.env.SIGHTLINE_WEB_DIST &&
  !existsSync(join(root, 'packages/web/dist/index.html'))
) {
  console.log('Building the web app (first start)...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@sightline/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('sightline: building the web app failed');
    process.exit(1);
  }
}
register();
await import('../packages/server/src/cli.ts');
