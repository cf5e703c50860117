import type { EChartsOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { chartDataResult } from '../../testing/chart-data-result.ts';
import { heatmapV2FormDataSchema } from './form-data.ts';
import { xAxisLabel, xLabelRotation } from '../../echarts/category-axis-labels.ts';
import { sortAxisValues, transformHeatmapV2Props } from './transform-props.ts';

/** Video Game Sales/Popular_Genres_Across_Platforms.yaml, the keys the axes read. */
const POPULAR_GENRES = {
  viz_type: 'heatmap_v2',
  datasource: '64__table',
  x_axis: 'platform',
  groupby: 'genre',
  metric: 'count',
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  xscale_interval: null,
  yscale_interval: null,
  show_legend: true,
};
// Ordered as the query returns them (platform, genre): 'Role-Playing' first appears after 'Sports'.
const rows: [string, string, number][] = [
  ['2600', 'Action', 61],
  ['2600', 'Sports', 12],
  ['3DS', 'Action', 182],
  ['3DS', 'Role-Playing', 86],
  ['3DS', 'Sports', 26],
  ['GB', 'Adventure', 5],
  ['PS2', 'Sports', 400],
];
const result = chartDataResult(
  [
    ['platform', 1],
    ['genre', 1],
    ['count', 0],
  ],
  rows,
);
type AxisMarks = { axisLine?: { show?: unknown }; axisTick?: { show?: unknown } };
const optionOf = (overrides: Record<string, unknown> = {}, width = 1160) =>
  transformHeatmapV2Props({
    formData: heatmapV2FormDataSchema.parse({ ...POPULAR_GENRES, ...overrides }),
    queriesData: [result],
    width,
    height: 620,
  }).option as EChartsOption & {
    xAxis: { data: string[]; axisLabel: { interval: unknown; rotate: number } } & AxisMarks;
    yAxis: { data: string[]; axisLabel: { interval: unknown } } & AxisMarks;
    grid: { top: number };
    visualMap: { top: number; itemWidth: number };
  };

describe('heatmap_v2 axes and legend (issue #14 item 5)', () => {
  it('applies the saved sort orders to both axes in the browser, as Superset does', () => {
    const option = optionOf();
    expect(option.yAxis.data).toEqual(['Action', 'Adventure', 'Role-Playing', 'Sports']);
    // Numeric-aware text order (localeCompare with numeric: true): 3DS before 2600, digits before letters.
    expect(option.xAxis.data).toEqual(['3DS', '2600', 'GB', 'PS2']);
    const desc = optionOf({ sort_y_axis: 'value_desc', sort_x_axis: 'alpha_desc' });
    expect(desc.yAxis.data).toEqual(['Sports', 'Action', 'Role-Playing', 'Adventure']);
    expect(desc.xAxis.data).toEqual(['PS2', 'GB', '2600', '3DS']);
  });

  it('sorts numbers as numbers and text with numeric awareness', () => {
    expect(sortAxisValues([10, 9, 100], [], 'alpha_asc', 'x', 'm')).toEqual([9, 10, 100]);
    expect(sortAxisValues(['PS4', 'PS10', 'PS2'], [], 'alpha_asc', 'x', 'm')).toEqual([
      'PS2',
      'PS4',
      'PS10',
    ]);
  });

  it('labels every category for a saved null interval, every n-th for n, and for -1 while each has a line of room', () => {
    expect(optionOf().xAxis.axisLabel.interval).toBe(0);
    expect(optionOf().yAxis.axisLabel.interval).toBe(0);
    expect(optionOf({ xscale_interval: 3 }).xAxis.axisLabel.interval).toBe(2);
    expect(optionOf({ xscale_interval: -1 }).xAxis.axisLabel.interval).toBe(0);
    expect(optionOf({ yscale_interval: -1 }).yAxis.axisLabel.interval).toBe(0);
    // 4 platforms on about 60 px: 15 px each, a line of text still fits across each when turned.
    expect(optionOf({ xscale_interval: -1 }, 60 + 40 + 7 * 12).xAxis.axisLabel.interval).toBe(0);
    // 4 platforms on about 30 px: thinned by ECharts.
    expect(optionOf({ xscale_interval: -1 }, 30 + 40 + 7 * 12).xAxis.axisLabel.interval).toBe(
      'auto',
    );
    expect(
      heatmapV2FormDataSchema.parse({ viz_type: 'heatmap_v2', datasource: '1__table' })
        .xscale_interval,
    ).toBe(-1);
  });

  it('keeps the grid below the colour legend', () => {
    const option = optionOf();
    expect(option.visualMap.top).toBe(0);
    expect(option.visualMap.itemWidth).toBe(15);
    // Bar (15 px), handle labels (about 20 px) and a gap: the first row starts below them.
    expect(option.grid.top).toBeGreaterThanOrEqual(55);
  });

  it('leaves out cell values wider than their cell, so that they do not collide', () => {
    const valueOf = (width: number) => {
      const series = (
        optionOf({ show_values: true }, width).series as {
          label: { formatter: (p: unknown) => string };
        }[]
      )[0];
      return series.label.formatter({ value: ['3DS', 'Action', 182] });
    };
    expect(valueOf(1160)).toBe('182');
    // Four platforms on about 60 px of plot (15 px a cell): too narrow for "182" (about 23 px).
    expect(valueOf(60 + 40 + 7 * 12)).toBe('');
  });

  it('turns the x labels when all of them are asked for and do not fit side by side', () => {
    expect(xLabelRotation(['Classic Cars', 'Motorcycles'], 0, 1000)).toBe(0);
    const platforms = Array.from({ length: 31 }, (_, i) => `PS${i}X`);
    expect(xLabelRotation(platforms, 0, 1400)).toBe(0);
    expect(xLabelRotation(platforms, 0, 700)).toBe(45);
    expect(xLabelRotation(platforms, 0, 400)).toBe(90);
    expect(xLabelRotation(platforms, 'auto', 400)).toBe(0);
    expect(optionOf({}, 300).xAxis.axisLabel.rotate).toBe(0);
  });

  it("names all 7 product lines of Featured Charts' Heatmap (interval -1) in a dashboard cell: turned, cut with an ellipsis", () => {
    const productLines = [
      'Classic Cars',
      'Motorcycles',
      'Planes',
      'Ships',
      'Trains',
      'Trucks and Buses',
      'Vintage Cars',
    ];
    // A 396 x 300 chart: about 314 px of plot, 45 px a product line.
    expect(xAxisLabel(productLines, -1, 314, 300)).toEqual({
      interval: 0,
      rotate: 45,
      fontSize: 12,
    });
    // A short cell: "Trucks and Buses" (about 112 px) would take more than 30 % of 200 px turned.
    expect(xAxisLabel(productLines, -1, 314, 200)).toEqual({
      interval: 0,
      rotate: 45,
      fontSize: 12,
      width: 84,
      overflow: 'truncate',
    });
    // 31 platforms on 280 px (9 px each): turned upright in a 8 px font.
    const platforms = Array.from({ length: 31 }, (_, i) => `PS${i}X`);
    expect(xAxisLabel(platforms, null, 280, 300)).toMatchObject({
      interval: 0,
      rotate: 90,
      fontSize: 8,
    });
  });

  it("draws both axis lines and tick marks between the categories, as Superset's heatmaps do (ECharts 6 hides them between two category axes)", () => {
    const option = optionOf();
    for (const axis of [option.xAxis, option.yAxis]) {
      expect(axis.axisLine?.show).toBe(true);
      expect(axis.axisTick?.show).toBe(true);
    }
  });
});
