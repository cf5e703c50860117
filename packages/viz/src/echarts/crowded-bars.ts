import type {
  CustomSeriesOption,
  CustomSeriesRenderItem,
  CustomSeriesRenderItemAPI,
} from 'echarts';

/** One group of the histogram: its series name, colour and count (or share) per bin. */
export interface HistogramGroup {
  name: string;
  color: string;
  values: number[];
}

// ECharts' defaults for grouped bars (layout/barGrid): defaultBarGap 10% (BaseBarSeries), barCategoryGap
// max(35 - 4n, 15)%, and a minimum bar width of 1px in a cartesian grid.
const BAR_GAP = 0.1;
const MIN_BAR_WIDTH = 1;

/**
 * Where ECharts' grouped bar layout puts the bar of group `index` of `count` inside a category
 * `bandWidth` wide: its offset from the category centre and its width. Past a few hundred groups
 * every bar gets the 1px minimum and the bars spread beyond the category, as ECharts draws them.
 */
export function barSlot(
  count: number,
  bandWidth: number,
  index: number,
): { offset: number; width: number } {
  const categoryGap = (Math.max(35 - count * 4, 15) / 100) * bandWidth;
  const autoWidth = Math.max((bandWidth - categoryGap) / (count + (count - 1) * BAR_GAP), 0);
  const width = Math.max(autoWidth, MIN_BAR_WIDTH);
  const total = count * width * (1 + BAR_GAP) - width * BAR_GAP;
  return { offset: -total / 2 + index * width * (1 + BAR_GAP), width };
}

/** The rectangle of one bar: from the value down (or up) to 0, in the slot of its group. */
function barRect(
  api: CustomSeriesRenderItemAPI,
  bin: number,
  value: number,
  slot: { offset: number; width: number },
) {
  const [center, base] = api.coord([bin, 0]);
  const [, top] = api.coord([bin, value]);
  return {
    x: center + slot.offset,
    y: Math.min(base, top),
    width: slot.width,
    height: Math.abs(base - top),
  };
}

const bandWidthOf = (api: CustomSeriesRenderItemAPI) =>
  Number((api.size?.([1, 0]) as number[] | undefined)?.[0] ?? 0);

/** One merged item: every group of one colour not in the legend, in one bin. */
interface MergedItem {
  bin: number;
  color: string;
  groups: number[];
}

/** The bars of many groups as custom series, with which of the groups each series item stands for. */
export interface CrowdedBars {
  series: CustomSeriesOption[];
  /** The groups (indexes) a hovered item stands for, by series and data index. */
  groupsOf: (seriesIndex: number, dataIndex: number) => number[];
}

/**
 * The same bars as one ECharts `bar` series per group, drawn without one series model per group:
 * the first `namedCount` groups (those the legend lists, so it can still hide them) are one custom
 * series each with a rectangle per bin, and all other groups are one custom series whose items
 * each draw every bar of one colour in one bin as a single path. Each bar sits where ECharts'
 * grouped bar layout would put it (barSlot); bars outside the grid are clipped as bars are.
 */
export function crowdedBarSeries(
  groups: readonly HistogramGroup[],
  binCount: number,
  namedCount: number,
): CrowdedBars {
  const count = groups.length;
  const named: CustomSeriesOption[] = groups.slice(0, namedCount).map((group, index) => {
    const renderItem: CustomSeriesRenderItem = (params, api) => {
      const bin = params.dataIndex;
      return {
        type: 'rect',
        shape: barRect(api, bin, group.values[bin], barSlot(count, bandWidthOf(api), index)),
        style: { fill: group.color },
      };
    };
    return {
      type: 'custom',
      name: group.name,
      clip: true,
      animation: false,
      itemStyle: { color: group.color },
      encode: { x: 0, y: 1 },
      data: group.values.map((v, bin) => [bin, v]),
      renderItem,
    };
  });
  const byColor = new Map<string, number[]>();
  for (let g = namedCount; g < count; g += 1) {
    const members = byColor.get(groups[g].color);
    if (members) members.push(g);
    else byColor.set(groups[g].color, [g]);
  }
  const items: MergedItem[] = [];
  for (let bin = 0; bin < binCount; bin += 1)
    for (const [color, members] of byColor) items.push({ bin, color, groups: members });
  const renderMerged: CustomSeriesRenderItem = (params, api) => {
    const item = items[params.dataIndex];
    const bandWidth = bandWidthOf(api);
    let pathData = '';
    for (const g of item.groups) {
      const value = groups[g].values[item.bin];
      if (!value) continue;
      const r = barRect(api, item.bin, value, barSlot(count, bandWidth, g));
      pathData += `M${r.x} ${r.y}h${r.width}v${r.height}h${-r.width}Z`;
    }
    return { type: 'path', shape: { pathData }, style: { fill: item.color } };
  };
  const merged: CustomSeriesOption = {
    type: 'custom',
    clip: true,
    animation: false,
    // The y extent of an item spans its tallest and lowest bars, so the value axis covers every group.
    encode: { x: 0, y: [1, 2] },
    data: items.map((item) => {
      const values = item.groups.map((g) => groups[g].values[item.bin]);
      return [
        item.bin,
        values.reduce((a, b) => Math.max(a, b), 0),
        values.reduce((a, b) => Math.min(a, b), 0),
      ];
    }),
    renderItem: renderMerged,
  };
  const series = count > namedCount ? [...named, merged] : named;
  const groupsOf = (seriesIndex: number, dataIndex: number) =>
    seriesIndex < named.length ? [seriesIndex] : (items[dataIndex]?.groups ?? []);
  return { series, groupsOf };
}
