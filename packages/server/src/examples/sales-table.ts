import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import { countryByIso3 } from './countries-data.ts';
import { createAndFill, seededRandom, sqlUniform as u } from './duckdb-rows.ts';
import {
  CUSTOMER_NOUNS,
  CUSTOMER_PREFIXES,
  PRODUCT_LINES,
  SALES_MARKETS,
} from './sales-dimensions.ts';

/**
 * The generated `sales` table: order lines of a scale-model wholesaler over 2023-2025.
 * Small dimensions (days, customers, products) are computed here with a seeded PRNG and loaded into
 * temp tables; the order lines themselves are produced inside DuckDB from range() with hash(), so a
 * million rows take about a second and every run writes identical data.
 */

const FIRST_DAY = Date.UTC(2023, 0, 1);
const DAY_COUNT = 1096; // 2023-01-01 .. 2025-12-31
const CUSTOMER_COUNT = CUSTOMER_PREFIXES.length * CUSTOMER_NOUNS.length;
const MEAN_LINES_PER_ORDER = 3.5;
// Month multipliers (Jan..Dec): a gift business peaks in November and December.
const MONTH_SEASON = [0.8, 0.78, 0.9, 0.92, 0.95, 0.93, 0.88, 0.9, 1.0, 1.1, 1.45, 1.25];
const YEARLY_GROWTH = 1.22;

function isoDay(dayIndex: number): string {
  return new Date(FIRST_DAY + dayIndex * 86_400_000).toISOString().slice(0, 10);
}

/** One row per day with the cumulative share of orders before it (for inverse-CDF sampling). */
function dayRows(): DuckDBValue[][] {
  const rnd = seededRandom(20230101);
  const weights = Array.from({ length: DAY_COUNT }, (_, d) => {
    const date = new Date(FIRST_DAY + d * 86_400_000);
    const weekday = date.getUTCDay();
    const weekFactor = weekday === 0 ? 0.4 : weekday === 6 ? 0.55 : 1;
    return (
      YEARLY_GROWTH ** (d / 365.25) *
      MONTH_SEASON[date.getUTCMonth()] *
      weekFactor *
      (0.85 + 0.3 * rnd())
    );
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  return weights.map((w, d) => {
    const row = [d, isoDay(d), cumulative / total, w / total];
    cumulative += w;
    return row;
  });
}

/** Customers per market in proportion to the market weights (largest remainder), in a seeded shuffle. */
function customerRows(): DuckDBValue[][] {
  const totalWeight = SALES_MARKETS.reduce((a, m) => a + m.weight, 0);
  const exact = SALES_MARKETS.map((m) => (m.weight / totalWeight) * CUSTOMER_COUNT);
  const quotas = exact.map((x) => Math.max(1, Math.floor(x)));
  const byRemainder = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; quotas.reduce((a, b) => a + b, 0) < CUSTOMER_COUNT; k++)
    quotas[byRemainder[k % byRemainder.length][1]]++;
  const marketOf = quotas.flatMap((q, i) => Array<number>(q).fill(i)).slice(0, CUSTOMER_COUNT);
  const rnd = seededRandom(500);
  for (let i = marketOf.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [marketOf[i], marketOf[j]] = [marketOf[j], marketOf[i]];
  }
  return marketOf.map((m, i) => {
    const market = SALES_MARKETS[m];
    const country = countryByIso3(market.iso3);
    const p = (i * 389) % CUSTOMER_COUNT; // 389 is coprime with 500: a fixed permutation of names
    const prefix = CUSTOMER_PREFIXES[p % CUSTOMER_PREFIXES.length];
    const noun = CUSTOMER_NOUNS[Math.floor(p / CUSTOMER_PREFIXES.length)];
    return [
      i,
      `${prefix} ${noun} ${market.companySuffix}`,
      country.name,
      country.iso3,
      country.iso2,
      market.salesRegion,
    ];
  });
}

/** Products with their list price and cumulative share of order lines. */
function productRows(): DuckDBValue[][] {
  const rnd = seededRandom(7);
  const items = PRODUCT_LINES.flatMap((line) =>
    line.products.map(([name, price]) => ({
      line: line.name,
      name,
      price,
      weight: (line.weight / line.products.length) * (0.6 + 0.8 * rnd()),
    })),
  );
  const total = items.reduce((a, p) => a + p.weight, 0);
  let cumulative = 0;
  return items.map((p, i) => {
    const row = [i, p.line, p.name, p.price, cumulative / total];
    cumulative += p.weight;
    return row;
  });
}

const SALES_SQL = `
CREATE OR REPLACE TABLE main.sales AS
WITH line_starts AS (
  SELECT i, CASE WHEN i = 0 OR ${u('i', 1)} < ${1 / MEAN_LINES_PER_ORDER} THEN 1 ELSE 0 END AS is_new
  FROM range(CAST(? AS BIGINT)) r(i)
), lines AS (
  SELECT i, CAST(sum(is_new) OVER (ORDER BY i) - 1 AS BIGINT) AS order_seq FROM line_starts
), order_ids AS (
  SELECT order_seq, count(*) OVER () AS order_count FROM lines GROUP BY order_seq
), orders AS (
  SELECT o.order_seq, d.day_idx, d.day,
    least(0.999999, ((o.order_seq + 0.5) / o.order_count - d.cum_lo) / d.share) AS day_frac,
    least(${CUSTOMER_COUNT - 1}, CAST(floor(${CUSTOMER_COUNT} * pow(${u('o.order_seq', 2)}, 1.6)) AS INTEGER)) AS customer_idx,
    ${u('o.order_seq', 3)} AS status_draw
  FROM order_ids o ASOF JOIN _ex_days d ON (o.order_seq + 0.5) / o.order_count >= d.cum_lo
), priced AS (
  SELECT l.i, o.order_seq, o.day, o.day_frac, o.status_draw, c.customer, c.country, c.iso3, c.iso2, c.region,
    p.product_line, p.product,
    CAST(CASE
      WHEN ${u('l.i', 5)} < 0.05 THEN 1 + floor(${u('l.i', 6)} * 19)
      WHEN ${u('l.i', 5)} > 0.97 THEN 50 + floor(${u('l.i', 6)} * 48)
      ELSE 20 + floor(${u('l.i', 6)} * 31) END AS INTEGER) AS quantity,
    round(p.price * (1 + 0.03 * o.day_idx / 365.25) * (0.94 + 0.12 * ${u('l.i', 7)}), 2) AS price
  FROM (SELECT i, order_seq, ${u('i', 4)} AS product_draw FROM lines) l
  JOIN orders o USING (order_seq)
  JOIN _ex_customers c ON c.idx = o.customer_idx
  ASOF JOIN _ex_products p ON l.product_draw >= p.cum_lo
)
SELECT
  CAST(10100 + order_seq AS INTEGER) AS order_id,
  CAST(day AS TIMESTAMP) + to_seconds(CAST(floor(25200 + day_frac * 50400) AS BIGINT)) AS order_date,
  region, country, iso3 AS country_code, iso2 AS country_code2, product_line, product, customer,
  quantity, price, round(quantity * price, 2) AS sales,
  CASE
    WHEN day > DATE '2025-12-10' THEN CASE WHEN status_draw < 0.6 THEN 'In Process' WHEN status_draw < 0.7 THEN 'On Hold' ELSE 'Shipped' END
    WHEN status_draw < 0.9 THEN 'Shipped' WHEN status_draw < 0.93 THEN 'Cancelled'
    WHEN status_draw < 0.95 THEN 'On Hold' WHEN status_draw < 0.965 THEN 'Disputed'
    WHEN status_draw < 0.99 THEN 'Resolved' ELSE 'In Process' END AS status,
  CASE WHEN quantity * price < 3000 THEN 'Small' WHEN quantity * price < 7000 THEN 'Medium' ELSE 'Large' END AS deal_size
FROM priced
ORDER BY i`;

/** Creates (or replaces) `main.sales` with `rowCount` order lines, using temp dimension tables it drops after. */
export async function createSalesTable(conn: DuckDBConnection, rowCount: number): Promise<void> {
  if (!Number.isSafeInteger(rowCount) || rowCount < 1)
    throw new Error(`salesRows must be a positive integer, got ${rowCount}`);
  await createAndFill(
    conn,
    '_ex_days',
    [
      ['day_idx', 'INTEGER'],
      ['day', 'DATE'],
      ['cum_lo', 'DOUBLE'],
      ['share', 'DOUBLE'],
    ],
    dayRows(),
    true,
  );
  await createAndFill(
    conn,
    '_ex_customers',
    [
      ['idx', 'INTEGER'],
      ['customer', 'VARCHAR'],
      ['country', 'VARCHAR'],
      ['iso3', 'VARCHAR'],
      ['iso2', 'VARCHAR'],
      ['region', 'VARCHAR'],
    ],
    customerRows(),
    true,
  );
  await createAndFill(
    conn,
    '_ex_products',
    [
      ['idx', 'INTEGER'],
      ['product_line', 'VARCHAR'],
      ['product', 'VARCHAR'],
      ['price', 'DOUBLE'],
      ['cum_lo', 'DOUBLE'],
    ],
    productRows(),
    true,
  );
  await conn.run(SALES_SQL, [rowCount]);
  // On failure the caller's rollback removes the temp tables; they also vanish with the connection.
  for (const t of ['_ex_days', '_ex_customers', '_ex_products'])
    await conn.run(`DROP TABLE temp.${t}`);
}
