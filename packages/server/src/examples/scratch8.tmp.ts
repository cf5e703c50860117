import { duckdbTarget } from './load-data.ts';
const t = await duckdbTarget('/tmp/l1.duckdb');
const rows = (await t.execute(`select table_name, string_agg(column_name || ':' || data_type, ', ' order by ordinal_position) cols from information_schema.columns where table_name not like 'fcc%' group by 1 order by 1`)) as any[];
for (const r of rows) console.log(r.table_name, '=>', r.cols);
const f = (await t.execute(`select data_type, count(*) n from information_schema.columns where table_name = 'fcc_survey_2018' group by 1`)) as any[];
console.log(f);
for (const sql of ['select * from sales limit 1', 'select * from unicode_test limit 3', 'select * from bart_lines limit 1', 'select * from multiformat_time_series limit 2', 'select * from covid_vaccines limit 2', 'select * from video_game_sales where year is null limit 2', "select start_time, end_time, expected_earn from fcc_survey_2018 limit 2", 'select * from tutorial_flights limit 1'])
  console.log(JSON.stringify(await t.execute(sql)).slice(0, 800));
t.close();
