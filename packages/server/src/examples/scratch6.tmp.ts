import { DuckDBInstance } from '@duckdb/node-api';
const inst = await DuckDBInstance.fromCache('/tmp/p3.duckdb', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
const c = await inst.connect();
const n = 75000;
const ints = JSON.stringify(Array.from({length:n}, (_, i) => i * 1000));
const strs = JSON.stringify(Array.from({length:n}, (_, i) => 'name ' + i));
const ts = JSON.stringify(Array.from({length:n}, (_, i) => i % 5 ? '2003-02-24 00:00:' + String(i % 60).padStart(2,'0') : null));
async function time(label: string, sql: string, params: unknown[]) {
  const t0 = performance.now(); const r = await c.runAndReadAll(sql, params as any); console.log(label, Math.round(performance.now() - t0), r.getRows()[0]);
}
await c.run('create or replace table t (a bigint, b varchar, c timestamp)');
await time('insert from_json 3 cols', `insert into t select unnest(from_json(?, '["BIGINT"]')), unnest(from_json(?, '["VARCHAR"]')), unnest(from_json(?, '["TIMESTAMP"]'))`, [ints, strs, ts]);
await time('insert from_json 3 cols varchar', `insert into t select unnest(from_json(?, '["BIGINT"]')), unnest(from_json(?, '["VARCHAR"]')), unnest(from_json(?, '["VARCHAR"]'))`, [ints, strs, ts]);
await time('insert cast', 'insert into t select unnest(CAST(CAST(? AS JSON) AS BIGINT[])), unnest(CAST(CAST(? AS JSON) AS VARCHAR[])), unnest(CAST(CAST(? AS JSON) AS TIMESTAMP[]))', [ints, strs, ts]);
await time('check', "select count(*), count(c), min(c), max(b) from t", []);
c.closeSync();
