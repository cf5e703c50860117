import { getNumberFormatter } from '@sightline/core';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import type { ChartProps } from '../../contract.ts';
import { createLinearColorScale } from '../../echarts/sequential.ts';
import { getColumnLabel, getMetricLabel } from '../../query/labels.ts';
import { COUNTRY_MAP_KEYS, countryMapLabel, type CountryMapFormData } from './form-data.ts';

countries.registerLocale(en as countries.LocaleData);

// select_country keys whose English name i18n-iso-countries does not know as written.
const ALPHA3_OVERRIDES: Record<string, string> = {
  aland: 'ALA',
  bolivia: 'BOL',
  brunei: 'BRN',
  cape_verde: 'CPV',
  czech_republic: 'CZE',
  democratic_republic_of_the_congo: 'COD',
  gambia: 'GMB',
  iran: 'IRN',
  ivory_coast: 'CIV',
  korea: 'KOR',
  laos: 'LAO',
  macedonia: 'MKD',
  moldova: 'MDA',
  republic_of_serbia: 'SRB',
  russia: 'RUS',
  syria: 'SYR',
  taiwan: 'TWN',
  tanzania: 'TZA',
  the_bahamas: 'BHS',
  timorleste: 'TLS',
  uk: 'GBR',
  united_states_virgin_islands: 'VIR',
  usa: 'USA',
  venezuela: 'VEN',
  vietnam: 'VNM',
};

/** ISO alpha-3 code of a `select_country` key (`france_regions` -> FRA), or undefined. */
export function countryMapAlpha3(key: string): string | undefined {
  const base = key.replace(/_(regions|overseas)$/, '');
  return ALPHA3_OVERRIDES[base] ?? countries.getAlpha3Code(base.replace(/_/g, ' '), 'en');
}

/** One subdivision with data. */
export interface RegionValue {
  /** ISO 3166-2 code, upper-cased (`US-AK`). */
  code: string;
  value: number | null;
  formatted: string;
  color: string;
}

/** Props of CountryMapChart. */
export interface CountryMapChartProps {
  width: number;
  height: number;
  /** "France (regions)". */
  countryLabel: string;
  /** The `select_country` key, naming the boundary file to draw (`france_regions`). */
  countryKey?: string;
  /** ISO alpha-3 of the country, to draw its outline from the world geometry. */
  countryCode?: string;
  /** Why no choropleth is drawn (missing boundaries or form data); empty when the subdivisions are drawn. */
  message: string;
  /** Whether subdivision boundaries ship for the key (the regions are then drawn on them once loaded). */
  hasBoundaries: boolean;
  /** Values by region, largest first, coloured on the sequential scheme. */
  regions: RegionValue[];
}

/**
 * Rows of the country-map query -> values per ISO 3166-2 region. Every key of COUNTRY_MAP_KEYS ships
 * subdivision boundaries (charts/_geo/admin1/), on which the regions are coloured; for another saved
 * key the chart draws the country outline (world-atlas) with a "No boundary data" message and the
 * coloured values.
 */
export function transformCountryMapProps(
  chartProps: ChartProps<CountryMapFormData>,
): CountryMapChartProps {
  const { formData: fd, queriesData, width, height } = chartProps;
  const key = fd.select_country ?? '';
  const countryLabel = key ? countryMapLabel(key) : '';
  const entity = fd.entity ? getColumnLabel(fd.entity) : '';
  const metric = fd.metric ? getMetricLabel(fd.metric) : '';
  const format = getNumberFormatter(fd.number_format);
  const rows = (queriesData[0]?.data ?? []).map((row) => {
    const raw = row[metric];
    return {
      code: String(row[entity] ?? '').toUpperCase(),
      value: raw === null || raw === undefined || Number.isNaN(Number(raw)) ? null : Number(raw),
    };
  });
  const values = rows.map((r) => r.value).filter((v): v is number => v !== null);
  const scale = createLinearColorScale(
    fd.linear_color_scheme,
    Math.min(...values),
    Math.max(...values),
  );
  const regions = rows
    .map((r) => ({
      ...r,
      formatted: r.value === null ? 'N/A' : format(r.value),
      color: r.value === null ? '#EEEEEE' : scale(r.value),
    }))
    .sort((a, b) => (b.value ?? Number.NEGATIVE_INFINITY) - (a.value ?? Number.NEGATIVE_INFINITY));
  const missing = [
    !key && 'a country',
    !entity && 'an ISO 3166-2 column',
    !metric && 'a metric',
  ].filter(Boolean);
  const countryCode = key ? countryMapAlpha3(key) : undefined;
  const hasBoundaries =
    missing.length === 0 && (COUNTRY_MAP_KEYS as readonly string[]).includes(key);
  const message = missing.length
    ? `Choose ${missing.join(', ')} to draw this map`
    : hasBoundaries
      ? ''
      : `No boundary data for ${countryLabel}`;
  return {
    width,
    height,
    countryLabel,
    ...(key ? { countryKey: key } : {}),
    ...(countryCode ? { countryCode } : {}),
    message,
    hasBoundaries,
    regions,
  };
}
