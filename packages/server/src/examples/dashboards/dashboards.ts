import type { FilterSpec } from './native-filters.ts';
import type { TabSpec } from './layout.ts';

// The three example dashboards: their titles, header text, tabs of charts (by key, see charts-*.ts)
// and native filters. Between them every registered chart type appears (example-dashboards.test.ts).

/** One example dashboard. */
export interface ExampleDashboard {
  key: string;
  title: string;
  slug: string;
  header: string;
  tabs: TabSpec[];
  filters: FilterSpec[];
}

const SALES_HEADER = `## Sales overview
Order lines of a scale-model wholesaler from 2023 to 2025 (the \`sales\` table of the **examples** database).
Use the filter bar on the left to narrow every chart by region, product line, order date, quantity or time grain.`;

const WORLD_HEADER = `## World & flows
Where the sales come from, the countries of the \`countries\` table (population, GDP, life expectancy),
and the energy flows of the United States from source to use (\`flows\`, quadrillion BTU).`;

const GALLERY_HEADER = `## Chart gallery
Web traffic per acquisition channel (\`daily_metrics\`) and sales over time, drawn with the time-series
charts and the classic time charts. Every chart opens in Explore from its menu: a starting point for your own.`;

export const EXAMPLE_DASHBOARDS: readonly ExampleDashboard[] = [
  {
    key: 'sales',
    title: 'Sales overview',
    slug: 'sales-overview',
    header: SALES_HEADER,
    tabs: [
      {
        title: 'Overview',
        rows: [
          [
            { chart: 'sales_2025', width: 3, height: 40 },
            { chart: 'monthly_sales_trend', width: 4, height: 40 },
            { chart: 'sales_vs_last_year', width: 5, height: 40 },
          ],
          [
            { chart: 'monthly_sales_by_region', width: 6 },
            { chart: 'sales_by_product_line_over_time', width: 6 },
          ],
          [{ chart: 'quarterly_sales_change', width: 12 }],
        ],
      },
      {
        title: 'Products',
        rows: [
          [
            { chart: 'sales_by_product_line', width: 4 },
            { chart: 'sales_mix_region_product_line', width: 4 },
            { chart: 'best_selling_products', width: 4 },
          ],
          [
            { chart: 'sales_by_country', width: 6 },
            { chart: 'region_product_line_heatmap', width: 6 },
          ],
          [
            { chart: 'sales_partition', width: 5 },
            { chart: 'product_line_mix_by_deal_size', width: 4 },
            { chart: 'product_line_summary', width: 3 },
          ],
        ],
      },
      {
        title: 'Customers & deals',
        rows: [
          [
            { chart: 'order_lines_funnel', width: 4 },
            { chart: 'average_price_gauge', width: 4 },
            { chart: 'units_per_line_vs_target', width: 4, height: 30 },
          ],
          [
            { chart: 'quantity_distribution', width: 6 },
            { chart: 'country_sales_spread', width: 6 },
          ],
          [
            { chart: 'sales_by_region_table', width: 7, height: 60 },
            { chart: 'sales_by_region_deal_size', width: 5, height: 60 },
          ],
        ],
      },
    ],
    filters: [
      {
        key: 'region',
        name: 'Region',
        filterType: 'filter_select',
        target: { dataset: 'sales', column: 'region' },
        appliesTo: ['sales'],
      },
      {
        key: 'product_line',
        name: 'Product line',
        filterType: 'filter_select',
        target: { dataset: 'sales', column: 'product_line' },
        appliesTo: ['sales'],
      },
      { key: 'order_date', name: 'Order date', filterType: 'filter_time', appliesTo: ['sales'] },
      {
        key: 'quantity',
        name: 'Quantity per order line',
        filterType: 'filter_range',
        target: { dataset: 'sales', column: 'quantity' },
        appliesTo: ['sales'],
      },
      {
        key: 'time_grain',
        name: 'Time grain',
        filterType: 'filter_timegrain',
        target: { dataset: 'sales' },
        appliesTo: ['sales'],
      },
    ],
  },
  {
    key: 'world',
    title: 'World & flows',
    slug: 'world-and-flows',
    header: WORLD_HEADER,
    tabs: [
      {
        title: 'Maps',
        rows: [
          [
            { chart: 'world_sales_map', width: 7, height: 60 },
            { chart: 'us_sales_by_state', width: 5, height: 60 },
          ],
          [
            { chart: 'country_points', width: 6, height: 60 },
            { chart: 'product_mix_map', width: 6, height: 60 },
          ],
        ],
      },
      {
        title: 'Countries',
        rows: [
          [
            { chart: 'wealth_and_health', width: 6, height: 60 },
            { chart: 'wealth_and_health_classic', width: 6, height: 60 },
          ],
          [
            { chart: 'country_indicators', width: 7, height: 60 },
            { chart: 'world_regions_tree', width: 5, height: 60 },
          ],
        ],
      },
      {
        title: 'Energy flows',
        rows: [
          [{ chart: 'energy_sankey', width: 12, height: 70 }],
          [
            { chart: 'energy_chord', width: 6, height: 60 },
            { chart: 'energy_graph', width: 6, height: 60 },
          ],
        ],
      },
    ],
    filters: [
      {
        key: 'region',
        name: 'Region',
        filterType: 'filter_select',
        target: { dataset: 'countries', column: 'region' },
        appliesTo: ['countries'],
        description: 'The region of the world (the countries table)',
      },
      {
        key: 'population',
        name: 'Population',
        filterType: 'filter_range',
        target: { dataset: 'countries', column: 'population' },
        appliesTo: ['countries'],
      },
      {
        key: 'flow_source',
        name: 'Energy source',
        filterType: 'filter_select',
        target: { dataset: 'flows', column: 'source' },
        appliesTo: ['flows'],
      },
    ],
  },
  {
    key: 'gallery',
    title: 'Chart gallery',
    slug: 'chart-gallery',
    header: GALLERY_HEADER,
    tabs: [
      {
        title: 'Web traffic',
        rows: [
          [
            { chart: 'weekly_visitors_by_channel', width: 6 },
            { chart: 'monthly_signups_by_channel', width: 6 },
          ],
          [
            { chart: 'monthly_revenue_step', width: 6 },
            { chart: 'visitors_and_revenue', width: 6 },
          ],
          [
            { chart: 'visitors_horizon', width: 6, height: 32 },
            { chart: 'signups_calendar', width: 6, height: 32 },
          ],
          [
            { chart: 'visitors_year_over_year', width: 6 },
            { chart: 'visitors_channel_ttest', width: 6 },
          ],
          [{ chart: 'channel_trends', width: 12, height: 40 }],
        ],
      },
      {
        title: 'Sales over time',
        rows: [
          [
            { chart: 'monthly_orders', width: 6 },
            { chart: 'sales_by_deal_size_scatter', width: 6 },
          ],
          [
            { chart: 'product_line_rose', width: 6, height: 60 },
            { chart: 'region_growth_compare', width: 6, height: 60 },
          ],
          [{ chart: 'campaign_calendar', width: 12 }],
        ],
      },
    ],
    filters: [
      {
        key: 'channel',
        name: 'Channel',
        filterType: 'filter_select',
        target: { dataset: 'daily_metrics', column: 'channel' },
        appliesTo: ['daily_metrics'],
      },
      {
        key: 'time_range',
        name: 'Time range',
        filterType: 'filter_time',
        appliesTo: ['daily_metrics', 'sales'],
      },
      {
        key: 'time_grain',
        name: 'Time grain',
        filterType: 'filter_timegrain',
        target: { dataset: 'daily_metrics' },
        appliesTo: ['daily_metrics', 'sales'],
      },
    ],
  },
];
