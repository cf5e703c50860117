// The virtual datasets of the examples: SQL over the generated tables that the example charts read.
// The SQL is plain enough for DuckDB and PostgreSQL alike (the two places the examples are written).

import type { ExampleDatasetKey } from './example-types.ts';

/** A virtual dataset: its key, table name and SQL over the tables of `schema`. */
export interface VirtualDataset {
  key: ExampleDatasetKey;
  tableName: string;
  sql: string;
  description: string;
}

const STATES = ['CA', 'NY', 'TX', 'WA', 'FL', 'IL', 'MA', 'GA', 'CO', 'PA'];

/** The virtual datasets over the example tables in `schema` (`main` in DuckDB, `examples` in PostgreSQL). */
export function virtualDatasets(schema: string): VirtualDataset[] {
  const stateOf = STATES.map((s, i) => `WHEN ${i} THEN 'US-${s}'`).join(' ');
  return [
    {
      key: 'us_sales_by_state',
      tableName: 'us_sales_by_state',
      description:
        'US order lines with a state: the examples have no addresses, so each customer is placed in one of ten states by the length of its name.',
      sql: `SELECT order_date, CASE length(customer) % ${STATES.length} ${stateOf} END AS state,
  customer, product_line, deal_size, quantity, sales
FROM ${schema}.sales
WHERE country_code = 'USA'`,
    },
    {
      key: 'country_sales_locations',
      tableName: 'country_sales_locations',
      description: 'The order lines with the latitude and longitude of their country, for maps.',
      sql: `SELECT s.order_date, s.region, s.country, s.product_line, s.deal_size, s.quantity, s.sales,
  c.latitude, c.longitude
FROM ${schema}.sales s JOIN ${schema}.countries c ON c.country_code = s.country_code`,
    },
    {
      key: 'world_regions',
      tableName: 'world_regions',
      description:
        'The UN M49 regions and sub-regions as a tree (node, parent) with their population, rooted at World.',
      sql: `SELECT region AS node, 'World' AS parent, population FROM ${schema}.countries
UNION ALL SELECT sub_region, region, population FROM ${schema}.countries
UNION ALL SELECT 'World', NULL, population FROM ${schema}.countries`,
    },
    {
      key: 'marketing_campaigns',
      tableName: 'marketing_campaigns',
      description: 'The marketing calendar of 2025: one row per campaign and channel.',
      sql: `SELECT campaign, channel, start_date, end_date FROM (VALUES
  ('Winter clearance', 'Email', DATE '2025-01-06', DATE '2025-01-31'),
  ('Winter clearance', 'Paid Search', DATE '2025-01-13', DATE '2025-02-09'),
  ('Spring catalogue', 'Email', DATE '2025-03-03', DATE '2025-03-23'),
  ('Spring catalogue', 'Social', DATE '2025-03-10', DATE '2025-04-20'),
  ('Collectors fair', 'Organic Search', DATE '2025-05-05', DATE '2025-06-15'),
  ('Summer of speed', 'Social', DATE '2025-06-16', DATE '2025-08-10'),
  ('Summer of speed', 'Paid Search', DATE '2025-07-01', DATE '2025-08-31'),
  ('Back to the workshop', 'Email', DATE '2025-09-01', DATE '2025-09-21'),
  ('Holiday gifts', 'Paid Search', DATE '2025-11-01', DATE '2025-12-24'),
  ('Holiday gifts', 'Social', DATE '2025-11-10', DATE '2025-12-24'),
  ('Holiday gifts', 'Email', DATE '2025-11-24', DATE '2025-12-20')
) AS campaigns (campaign, channel, start_date, end_date)`,
    },
  ];
}
