import { rmSync } from 'node:fs';
import { loadDataDir, duckdbTarget, sqliteTarget } from './load-data.ts';
const dir = '/work/shared/data/examples';
for (const [name, make] of [['duckdb', () => duckdbTarget('/tmp/l1.duckdb')], ['sqlite', () => sqliteTarget('/tmp/l1.sqlite')]] as const) {
  rmSync(`/tmp/l1.${name}`, { force: true });
  const t = await make();
  const t0 = performance.now();
  const res = await loadDataDir(dir, t, { log: (m) => console.log(name, m) });
  console.log(name, 'total ms', Math.round(performance.now() - t0));
  console.log(res);
  t.close();
}
