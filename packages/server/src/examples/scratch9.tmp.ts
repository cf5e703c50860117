import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgresql://postgres@127.0.0.1:5432/test' });
await c.connect();
console.log((await c.query('select version()')).rows);
await c.end();
