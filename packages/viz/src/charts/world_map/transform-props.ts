import type { EChartsOption, MapSeriesOption, ScatterSeriesOption } from 'echarts';
import { getValueFormatter } from '@sightline/core';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import type { ChartProps, DataRecordValue, DrillFilter } from '../../contract.ts';
import { createColorScale, rgbaString } from '../../echarts/colors.ts';
import { getCrossFilterDataMask, selectedNames } from '../../echarts/cross-filter.ts';
import { createLinearColorScale } from '../../echarts/sequential.ts';
import { tooltipHtml } from '../../echarts/tooltip.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import type { WorldMapFormData } from './form-data.ts';

countries.registerLocale(en as countries.LocaleData);

/** The name the component registers the world GeoJSON under (features named by ISO alpha-3). */
export const WORLD_MAP_NAME = 'sightline-world';
/** Fill of countries without data. */
export const NO_DATA_COLOR = '#EEEEEE';
/** The code of rows whose country could not be resolved (dropped from the map, as Superset does). */
export const UNKNOWN_COUNTRY = 'XXX';
const MAP_BOX = { top: 10, bottom: 10, left: 10, right: 10 };

// IOC codes that differ from ISO alpha-3; every other IOC code is the ISO code itself.
const IOC_TO_ALPHA3: Record<string, string> = {
  ALG: 'DZA', ANG: 'AGO', ANT: 'ATG', ARU: 'ABW', ASA: 'ASM', BAH: 'BHS', BAN: 'BGD', BAR: 'BRB', BER: 'BMU', BHU: 'BTN',
  BIZ: 'BLZ', BOT: 'BWA', BRU: 'BRN', BUL: 'BGR', BUR: 'BFA', CAM: 'KHM', CAY: 'CYM', CGO: 'COG', CHA: 'TCD', CHI: 'CHL',
  CRC: 'CRI', CRO: 'HRV', DEN: 'DNK', ESA: 'SLV', FIJ: 'FJI', GAM: 'GMB', GBS: 'GNB', GEQ: 'GNQ', GER: 'DEU', GRE: 'GRC',
  GRN: 'GRD', GUA: 'GTM', GUI: 'GIN', HAI: 'HTI', HON: 'HND', INA: 'IDN', IRI: 'IRN', ISV: 'VIR', IVB: 'VGB', KSA: 'SAU',
  KUW: 'KWT', LAT: 'LVA', LBA: 'LBY', LES: 'LSO', LIB: 'LBN', MAD: 'MDG', MAS: 'MYS', MAW: 'MWI', MGL: 'MNG', MON: 'MCO',
  MRI: 'MUS', MTN: 'MRT', MYA: 'MMR', NCA: 'NIC', NED: 'NLD', NEP: 'NPL', NGR: 'NGA', NIG: 'NER', OMA: 'OMN', PAR: 'PRY',
  PHI: 'PHL', PLE: 'PSE', POR: 'PRT', PUR: 'PRI', RSA: 'ZAF', SAM: 'WSM', SEY: 'SYC', SIN: 'SGP', SKN: 'KNA', SLO: 'SVN',
  SOL: 'SLB', SRI: 'LKA', SUD: 'SDN', SUI: 'CHE', TAN: 'TZA', TGA: 'TON', TOG: 'TGO', TPE: 'TWN', TRI: 'TTO', UAE: 'ARE',
  URU: 'URY', VAN: 'VUT', VIE: 'VNM', VIN: 'VCT', ZAM: 'ZMB', ZIM: 'ZWE',
};

// Common English names (as world-countries spells `name.common`) that i18n-iso-countries does not list.
const NAME_ALIASES: Record<string, string> = {
  brunei: 'BRN', 'cabo verde': 'CPV', curacao: 'CUW', 'dr congo': 'COD', 'east timor': 'TLS', 'falkland islands': 'FLK', korea: 'KOR', laos: 'LAO',
  macau: 'MAC', macedonia: 'MKD', micronesia: 'FSM', moldova: 'MDA', 'republic of serbia': 'SRB', 'saint martin': 'MAF', 'sao tome and principe': 'STP',
  swaziland: 'SWZ', syria: 'SYR', 'the bahamas': 'BHS', 'vatican city': 'VAT',
};

function codeOfName(name: string): string | undefined {
  const plain = name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return NAME_ALIASES[plain.toLowerCase()] ?? countries.getAlpha3Code(name, 'en') ?? countries.getAlpha3Code(plain, 'en');
}

/** A resolved country: ISO alpha-3 code and English name. */
export interface Country {
  code: string;
  name: string;
}

/** Looks `value` up (case-insensitively) as a name, IOC, alpha-2 or alpha-3 code; undefined when unknown. */
export function lookupCountry(value: DataRecordValue, fieldType: WorldMapFormData['country_fieldtype']): Country | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  const upper = text.toUpperCase();
  const code = {
    cca2: () => countries.alpha2ToAlpha3(upper),
    cca3: () => (countries.isValid(upper) && upper.length === 3 ? upper : undefined),
    cioc: () => IOC_TO_ALPHA3[upper] ?? (countries.isValid(upper) && upper.length === 3 ? upper : undefined),
    name: () => codeOfName(text),
  }[fieldType]();
  return code ? { code, name: countries.getName(code, 'en') ?? code } : undefined;
}

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

const numberOrNull = (value: DataRecordValue | undefined) => (value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value));

/** The option with each bubble moved to its country's `[lng, lat]` centroid; bubbles of countries without geometry are dropped. */
export function placeBubbles(option: EChartsOption, centroids: Readonly<Record<string, readonly [number, number]>>): EChartsOption {
  const series = (option.series as (MapSeriesOption | ScatterSeriesOption)[]).map((s) => {
    if (s.type !== 'scatter') return s;
    const data = (s.data as { name: string; value: number[] }[]).flatMap((d) => (centroids[d.name] ? [{ ...d, value: [...centroids[d.name], d.value[2]] }] : []));
    return { ...s, data };
  });
  return { ...option, series };
}

/**
 * Rows of the world-map query -> countries resolved to ISO alpha-3 (`country_fieldtype`), filled
 * by a sequential scale over the metric or by a categorical colour per country, optional bubbles
 * (radius ∝ √secondary metric, up to `max_bubble_size`), tooltips and cross-filters on the entity.
 */
export function transformWorldMapProps(chartProps: ChartProps<WorldMapFormData>): WorldMapChartProps {
  const { formData: fd, queriesData, width, height, hooks, theme } = chartProps;
  const entity = fd.entity ? getColumnLabel(fd.entity) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const secondary = fd.secondary_metric ? getMetricLabel(fd.secondary_metric) : metric;
  const byCode = new Map<string, CountryDatum>();
  for (const row of queriesData[0]?.data ?? []) {
    const country = lookupCountry(row[entity], fd.country_fieldtype);
    if (country && !byCode.has(country.code)) byCode.set(country.code, { ...country, original: row[entity], m1: numberOrNull(row[metric]), m2: numberOrNull(row[secondary]) });
  }
  const data = [...byCode.values()];
  const values = data.map((d) => d.m1).filter((v): v is number => v !== null);
  const linear = createLinearColorScale(fd.linear_color_scheme, Math.min(...values), Math.max(...values));
  const categorical = createColorScale(fd.color_scheme, { palette: theme?.colors });
  const colorOf = (d: CountryDatum) => (fd.color_by === 'country' ? categorical(d.name) : d.m1 === null ? NO_DATA_COLOR : linear(d.m1));
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
    data: data.map((d) => ({ name: d.code, value: d.m1 ?? undefined, itemStyle: { areaColor: colorOf(d), opacity: selected.length && !selected.includes(d.code) ? 0.3 : 1 } })),
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
          .map((d) => ({ name: d.code, value: [Number.NaN, Number.NaN, d.m2 ?? 0], symbolSize: 2 * Math.max(1, maxM2 ? Math.sqrt((d.m2 ?? 0) / maxM2) * fd.max_bubble_size : 1) })),
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
        if (fd.show_bubbles && secondary !== metric) rows.push({ label: secondary, value: d.m2 === null ? 'N/A' : formatValue(d.m2) });
        return tooltipHtml(d.name, rows);
      },
    },
    ...(bubbles ? { geo: { map: WORLD_MAP_NAME, roam: false, ...MAP_BOX, show: false, silent: true } } : {}),
    series: bubbles ? [mapSeries, bubbles] : [mapSeries],
  };

  const labelMap = Object.fromEntries(data.map((d) => [d.code, [d.original]]));
  const filtersOf = (code: string): DrillFilter[] => [{ col: entity, op: '==', val: byCode.get(code)?.original ?? null, formattedVal: String(byCode.get(code)?.original) }];
  const canCrossFilter = Boolean(chartProps.emitCrossFilters) && entity !== '';
  const crossFilter = (code: string) => getCrossFilterDataMask({ groupby: [entity], labelMap, selectedValues: selected, value: code }).dataMask;
  const { setDataMask, onContextMenu } = hooks ?? {};
  return {
    width,
    height,
    option,
    onRegionClick: setDataMask && canCrossFilter ? (code) => byCode.has(code) && setDataMask(crossFilter(code)) : undefined,
    onContextMenu: onContextMenu
      ? (x, y, code) =>
          byCode.has(code) &&
          onContextMenu(x, y, { drillToDetail: filtersOf(code), ...(canCrossFilter ? { crossFilter: crossFilter(code) } : {}), drillBy: { filters: filtersOf(code), groupbyFieldName: 'entity' } })
      : undefined,
  };
}
