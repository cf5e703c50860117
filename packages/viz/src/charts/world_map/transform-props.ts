import type { EChartsOption, MapSeriesOption, ScatterSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import type { ChartProps, DataRecordValue, DrillFilter } from '../../contract.ts';
import { createColorScale, rgbaString } from '../../echarts/colors.ts';
import { getCrossFilterDataMask, selectedNames } from '../../echarts/cross-filter.ts';
import { createLinearColorScale } from '../../echarts/sequential.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { WorldMapFormData } from './form-data.ts';
import { lookupCountry, type Country } from './legacy-data.ts';

export { UNKNOWN_COUNTRY, lookupCountry, type Country } from './legacy-data.ts';

/** The name the component registers the world GeoJSON under (features named by ISO alpha-3). */
export const WORLD_MAP_NAME = 'sightline-world';
/** Fill of countries without data. */
export const NO_DATA_COLOR = '#EEEEEE';
const MAP_BOX = { top: 10, bottom: 10, left: 10, right: 10 };

/** One country with data. */
interface CountryDatum extends Country {
  original: DataRecordValue;
  m1: number | null;
  m2: number | null;
}

/** Props of WorldMapChart. */
export interface WorldMapChartProps {
  width: number;
  height: number;
  /** The option, with bubble coordinates still to be placed by placeBubbles once the geometry is loaded. */
  option: EChartsOption;
  onRegionClick?: (code: string) => void;
  onContextMenu?: (clientX: number, clientY: number, code: string) => void;
}

/** What each Country Field Type expects, as the control names it. */
const FIELD_TYPE_LABELS: Record<WorldMapFormData['country_fieldtype'], string> = {
  name: 'a full country name',
  cioc: 'an International Olympic Committee country code',
  cca2: 'an ISO 3166-1 alpha-2 code (cca2)',
  cca3: 'an ISO 3166-1 alpha-3 code (cca3)',
};

/**
 * The message for rows none of which names a country of the chosen type (a blank map otherwise):
 * which column, what it holds and what the chart expected.
 */
export function countryTypeMismatch(
  fd: Pick<WorldMapFormData, 'country_fieldtype'>,
  entity: string,
  rows: readonly Record<string, DataRecordValue>[],
): string {
  const distinct = [...new Set(rows.map((r) => String(r[entity] ?? null)))];
  const samples = distinct.slice(0, 3);
  return (
    `No value of "${entity}" is ${FIELD_TYPE_LABELS[fd.country_fieldtype]} ` +
    `(it holds ${samples.map((v) => `"${v}"`).join(', ')}${distinct.length > 3 ? ', ...' : ''}). ` +
    'Choose the Country Field Type that matches the column.'
  );
}

const numberOrNull = (value: DataRecordValue | undefined) =>
  value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value);

/** The option with each bubble moved to its country's `[lng, lat]` centroid; bubbles of countries without geometry are dropped. */
export function placeBubbles(
  option: EChartsOption,
  centroids: Readonly<Record<string, readonly [number, number]>>,
): EChartsOption {
  const series = (option.series as (MapSeriesOption | ScatterSeriesOption)[]).map((s) => {
    if (s.type !== 'scatter') return s;
    const data = (s.data as { name: string; value: number[] }[]).flatMap((d) =>
      centroids[d.name] ? [{ ...d, value: [...centroids[d.name], d.value[2]] }] : [],
    );
    return { ...s, data };
  });
  return { ...option, series };
}

/**
 * Rows of the world-map query -> countries resolved to ISO alpha-3 (`country_fieldtype`), filled
 * by a sequential scale over the metric or by a categorical colour per country, optional bubbles
 * (radius ∝ √secondary metric, up to `max_bubble_size`), tooltips and cross-filters on the entity.
 */
export function transformWorldMapProps(
  chartProps: ChartProps<WorldMapFormData>,
): WorldMapChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const entity = fd.entity ? getColumnLabel(fd.entity) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const secondary = fd.secondary_metric ? getMetricLabel(fd.secondary_metric) : metric;
  const byCode = new Map<string, CountryDatum>();
  for (const row of queriesData[0]?.data ?? []) {
    const country = lookupCountry(row[entity], fd.country_fieldtype);
    if (country && !byCode.has(country.code))
      byCode.set(country.code, {
        ...country,
        original: row[entity],
        m1: numberOrNull(row[metric]),
        m2: numberOrNull(row[secondary]),
      });
  }
  const rows = queriesData[0]?.data ?? [];
  if (rows.length > 0 && byCode.size === 0) throw new Error(countryTypeMismatch(fd, entity, rows));
  const data = [...byCode.values()];
  const values = data.map((d) => d.m1).filter((v): v is number => v !== null);
  const linear = createLinearColorScale(
    fd.linear_color_scheme,
    Math.min(...values),
    Math.max(...values),
  );
  const categorical = createColorScale(fd.color_scheme, { palette: theme?.colors });
  const colorOf = (d: CountryDatum) =>
    fd.color_by === 'country' ? categorical(d.name) : d.m1 === null ? NO_DATA_COLOR : linear(d.m1);
  const selected = selectedNames(chartProps.filterState);
  const highlight = rgbaString(fd.color_picker);
  const formatValue = getValueFormatter(fd.y_axis_format);

  const mapSeries: MapSeriesOption = {
    type: 'map',
    map: WORLD_MAP_NAME,
    roam: false,
    ...MAP_BOX,
    selectedMode: false,
    itemStyle: { areaColor: NO_DATA_COLOR, borderColor: '#FFFFFF', borderWidth: 0.5 },
    emphasis: { label: { show: false }, itemStyle: { areaColor: highlight } },
    data: data.map((d) => ({
      name: d.code,
      value: d.m1 ?? undefined,
      itemStyle: {
        areaColor: colorOf(d),
        opacity: selected.length && !selected.includes(d.code) ? 0.3 : 1,
      },
    })),
  };
  const maxM2 = Math.max(0, ...data.map((d) => d.m2 ?? 0));
  const bubbles: ScatterSeriesOption | undefined = fd.show_bubbles
    ? {
        type: 'scatter',
        coordinateSystem: 'geo',
        geoIndex: 0,
        itemStyle: { color: highlight, opacity: 0.75, borderColor: '#FFFFFF', borderWidth: 1 },
        data: data
          .filter((d) => d.m2 !== null && d.m2 > 0)
          .map((d) => ({
            name: d.code,
            value: [Number.NaN, Number.NaN, d.m2 ?? 0],
            symbolSize:
              2 * Math.max(1, maxM2 ? Math.sqrt((d.m2 ?? 0) / maxM2) * fd.max_bubble_size : 1),
          })),
      }
    : undefined;
  const option: EChartsOption = {
    tooltip: {
      trigger: 'item',
      appendToBody: true,
      formatter: (params: unknown) => {
        const d = byCode.get(String((params as { name?: string }).name));
        if (!d) return '';
        const rows = [{ label: metric, value: d.m1 === null ? 'N/A' : formatValue(d.m1) }];
        if (fd.show_bubbles && secondary !== metric)
          rows.push({ label: secondary, value: d.m2 === null ? 'N/A' : formatValue(d.m2) });
        return tooltipHtml(d.name, rows);
      },
    },
    ...(bubbles
      ? { geo: { map: WORLD_MAP_NAME, roam: false, ...MAP_BOX, show: false, silent: true } }
      : {}),
    series: bubbles ? [mapSeries, bubbles] : [mapSeries],
  };

  const labelMap = Object.fromEntries(data.map((d) => [d.code, [d.original]]));
  const filtersOf = (code: string): DrillFilter[] => [
    {
      col: entity,
      op: '==',
      val: byCode.get(code)?.original ?? null,
      formattedVal: String(byCode.get(code)?.original),
    },
  ];
  const canCrossFilter = Boolean(chartProps.emitCrossFilters) && entity !== '';
  const crossFilter = (code: string) =>
    getCrossFilterDataMask({ groupby: [entity], labelMap, selectedValues: selected, value: code })
      .dataMask;
  const { setDataMask, onContextMenu } = hooks ?? {};
  return {
    width,
    height,
    option,
    onRegionClick:
      setDataMask && canCrossFilter
        ? (code) => byCode.has(code) && setDataMask(crossFilter(code))
        : undefined,
    onContextMenu: onContextMenu
      ? (x, y, code) =>
          byCode.has(code) &&
          onContextMenu(x, y, {
            drillToDetail: filtersOf(code),
            ...(canCrossFilter ? { crossFilter: crossFilter(code) } : {}),
            drillBy: { filters: filtersOf(code), groupbyFieldName: 'entity' },
          })
      : undefined,
  };
}
