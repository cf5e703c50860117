import { DuckDBInstance } from '@duckdb/node-api';
const inst = await DuckDBInstance.fromCache('/tmp/p2.duckdb', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
const c = await inst.connect();
await c.run('create or replace table t (a bigint, b varchar, c varchar, d bigint, e varchar, f timestamp, g double)');
const types = ['BIGINT','VARCHAR','VARCHAR','BIGINT','VARCHAR','TIMESTAMP','DOUBLE'];
const n = 75000;
const cols: unknown[][] = [
  Array.from({length:n}, (_, i) => i * 1000), Array.from({length:n}, (_, i) => i % 2 ? 'boy' : 'girl'),
  Array.from({length:n}, (_, i) => 'Näme "q" ' + i), Array.from({length:n}, (_, i) => i % 7 ? i : null), Array.from({length:n}, () => 'CA'),
  Array.from({length:n}, (_, i) => '2003-02-24 00:00:' + String(i % 60).padStart(2,'0')), Array.from({length:n}, (_, i) => i / 7)];
const sql = 'insert into t select ' + types.map((t) => `unnest(CAST(CAST(? AS JSON) AS ${t}[]))`).join(', ');
let t0 = performance.now();
const params = cols.map((col) => JSON.stringify(col));
const st = await c.prepare(sql);
st.bind(params);
await st.run();
console.log('json 75000 rows', performance.now() - t0);
console.log((await c.runAndReadAll('select * from t order by a limit 3 offset 1')).getRowObjectsJson());
console.log((await c.runAndReadAll('select count(*), count(d), sum(a) from t')).getRowObjectsJson());
c.closeSync();
