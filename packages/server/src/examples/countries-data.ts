/**
 * Countries of the world for the `countries` example table and the `sales` dimensions.
 * Figures are rounded, roughly 2022: population in millions, GDP in billions of US dollars,
 * life expectancy at birth in years, latitude/longitude of an approximate centroid.
 * Regions and sub-regions follow the UN M49 grouping.
 */

/** One country: ISO 3166-1 alpha-3 and alpha-2 codes, names and approximate indicators. */
export interface CountryRecord {
  iso3: string;
  iso2: string;
  name: string;
  region: string;
  subRegion: string;
  populationMillions: number;
  gdpBillionsUsd: number;
  lifeExpectancy: number;
  latitude: number;
  longitude: number;
}

type Row = [string, string, string, string, string, number, number, number, number, number];

// prettier-ignore
const ROWS: Row[] = [
  ['DZA', 'DZ', 'Algeria', 'Africa', 'Northern Africa', 44.9, 195, 76.4, 28.0, 1.7],
  ['EGY', 'EG', 'Egypt', 'Africa', 'Northern Africa', 111.0, 477, 70.2, 26.8, 30.8],
  ['LBY', 'LY', 'Libya', 'Africa', 'Northern Africa', 6.8, 46, 72.0, 26.3, 17.2],
  ['MAR', 'MA', 'Morocco', 'Africa', 'Northern Africa', 37.5, 131, 74.0, 31.8, -7.1],
  ['SDN', 'SD', 'Sudan', 'Africa', 'Northern Africa', 46.9, 51, 65.3, 12.9, 30.2],
  ['TUN', 'TN', 'Tunisia', 'Africa', 'Northern Africa', 12.4, 46, 73.8, 33.9, 9.5],
  ['AGO', 'AO', 'Angola', 'Africa', 'Middle Africa', 35.6, 107, 61.6, -11.2, 17.9],
  ['CMR', 'CM', 'Cameroon', 'Africa', 'Middle Africa', 27.9, 44, 60.3, 7.4, 12.4],
  ['COD', 'CD', 'Democratic Republic of the Congo', 'Africa', 'Middle Africa', 99.0, 64, 59.2, -4.0, 21.8],
  ['TCD', 'TD', 'Chad', 'Africa', 'Middle Africa', 17.7, 12.7, 52.5, 15.5, 18.7],
  ['ETH', 'ET', 'Ethiopia', 'Africa', 'Eastern Africa', 123.4, 127, 65.0, 9.1, 40.5],
  ['KEN', 'KE', 'Kenya', 'Africa', 'Eastern Africa', 54.0, 113, 61.4, 0.0, 37.9],
  ['MDG', 'MG', 'Madagascar', 'Africa', 'Eastern Africa', 29.6, 15, 64.5, -18.8, 46.9],
  ['MOZ', 'MZ', 'Mozambique', 'Africa', 'Eastern Africa', 33.0, 18, 59.3, -18.7, 35.5],
  ['RWA', 'RW', 'Rwanda', 'Africa', 'Eastern Africa', 13.8, 13.3, 66.1, -1.9, 29.9],
  ['SOM', 'SO', 'Somalia', 'Africa', 'Eastern Africa', 17.6, 10.4, 55.3, 5.2, 46.2],
  ['TZA', 'TZ', 'Tanzania', 'Africa', 'Eastern Africa', 65.5, 76, 66.2, -6.4, 34.9],
  ['UGA', 'UG', 'Uganda', 'Africa', 'Eastern Africa', 47.2, 46, 62.7, 1.4, 32.3],
  ['ZMB', 'ZM', 'Zambia', 'Africa', 'Eastern Africa', 20.0, 29, 61.2, -13.1, 27.8],
  ['ZWE', 'ZW', 'Zimbabwe', 'Africa', 'Eastern Africa', 16.3, 33, 59.3, -19.0, 29.2],
  ['BWA', 'BW', 'Botswana', 'Africa', 'Southern Africa', 2.6, 20, 61.1, -22.3, 24.7],
  ['NAM', 'NA', 'Namibia', 'Africa', 'Southern Africa', 2.6, 12.6, 59.3, -22.96, 18.5],
  ['ZAF', 'ZA', 'South Africa', 'Africa', 'Southern Africa', 59.9, 405, 62.3, -30.6, 22.9],
  ['BFA', 'BF', 'Burkina Faso', 'Africa', 'Western Africa', 22.7, 18.8, 59.3, 12.2, -1.6],
  ['CIV', 'CI', "Côte d'Ivoire", 'Africa', 'Western Africa', 28.2, 70, 58.6, 7.5, -5.5],
  ['GHA', 'GH', 'Ghana', 'Africa', 'Western Africa', 33.5, 73, 63.8, 7.9, -1.0],
  ['MLI', 'ML', 'Mali', 'Africa', 'Western Africa', 22.6, 19, 58.9, 17.6, -4.0],
  ['NER', 'NE', 'Niger', 'Africa', 'Western Africa', 26.2, 14.9, 61.6, 17.6, 8.1],
  ['NGA', 'NG', 'Nigeria', 'Africa', 'Western Africa', 218.5, 477, 52.7, 9.1, 8.7],
  ['SEN', 'SN', 'Senegal', 'Africa', 'Western Africa', 17.3, 27.6, 67.1, 14.5, -14.5],
  ['CAN', 'CA', 'Canada', 'Americas', 'Northern America', 38.9, 2140, 81.7, 56.1, -106.3],
  ['USA', 'US', 'United States', 'Americas', 'Northern America', 333.3, 25440, 76.4, 37.1, -95.7],
  ['CRI', 'CR', 'Costa Rica', 'Americas', 'Central America', 5.2, 69, 77.0, 9.7, -83.8],
  ['GTM', 'GT', 'Guatemala', 'Americas', 'Central America', 17.4, 95, 69.2, 15.8, -90.2],
  ['HND', 'HN', 'Honduras', 'Americas', 'Central America', 10.4, 31.7, 70.1, 15.2, -86.2],
  ['MEX', 'MX', 'Mexico', 'Americas', 'Central America', 127.5, 1466, 70.2, 23.6, -102.6],
  ['NIC', 'NI', 'Nicaragua', 'Americas', 'Central America', 6.9, 15.7, 73.8, 12.9, -85.2],
  ['PAN', 'PA', 'Panama', 'Americas', 'Central America', 4.4, 76.5, 76.2, 8.5, -80.8],
  ['SLV', 'SV', 'El Salvador', 'Americas', 'Central America', 6.3, 32.5, 70.7, 13.8, -88.9],
  ['CUB', 'CU', 'Cuba', 'Americas', 'Caribbean', 11.2, 107, 73.7, 21.5, -77.8],
  ['DOM', 'DO', 'Dominican Republic', 'Americas', 'Caribbean', 11.2, 113.6, 72.6, 18.7, -70.2],
  ['HTI', 'HT', 'Haiti', 'Americas', 'Caribbean', 11.6, 20.2, 63.2, 19.0, -72.3],
  ['JAM', 'JM', 'Jamaica', 'Americas', 'Caribbean', 2.8, 17.1, 70.5, 18.1, -77.3],
  ['TTO', 'TT', 'Trinidad and Tobago', 'Americas', 'Caribbean', 1.5, 28, 73.0, 10.7, -61.2],
  ['ARG', 'AR', 'Argentina', 'Americas', 'South America', 46.2, 632, 75.4, -38.4, -63.6],
  ['BOL', 'BO', 'Bolivia', 'Americas', 'South America', 12.2, 44, 63.6, -16.3, -63.6],
  ['BRA', 'BR', 'Brazil', 'Americas', 'South America', 215.3, 1920, 72.8, -14.2, -51.9],
  ['CHL', 'CL', 'Chile', 'Americas', 'South America', 19.6, 301, 78.9, -35.7, -71.5],
  ['COL', 'CO', 'Colombia', 'Americas', 'South America', 51.9, 344, 72.8, 4.6, -74.3],
  ['ECU', 'EC', 'Ecuador', 'Americas', 'South America', 18.0, 115, 73.7, -1.8, -78.2],
  ['PER', 'PE', 'Peru', 'Americas', 'South America', 34.0, 243, 72.4, -9.2, -75.0],
  ['PRY', 'PY', 'Paraguay', 'Americas', 'South America', 6.8, 41.7, 70.3, -23.4, -58.4],
  ['URY', 'UY', 'Uruguay', 'Americas', 'South America', 3.4, 71, 75.4, -32.5, -55.8],
  ['VEN', 'VE', 'Venezuela', 'Americas', 'South America', 28.3, 92, 70.6, 6.4, -66.6],
  ['KAZ', 'KZ', 'Kazakhstan', 'Asia', 'Central Asia', 19.6, 225, 69.4, 48.0, 66.9],
  ['KGZ', 'KG', 'Kyrgyzstan', 'Asia', 'Central Asia', 6.9, 10.9, 70.0, 41.2, 74.8],
  ['TJK', 'TJ', 'Tajikistan', 'Asia', 'Central Asia', 10.0, 10.5, 71.6, 38.9, 71.3],
  ['TKM', 'TM', 'Turkmenistan', 'Asia', 'Central Asia', 6.4, 56.5, 69.3, 39.0, 59.6],
  ['UZB', 'UZ', 'Uzbekistan', 'Asia', 'Central Asia', 35.6, 80, 70.9, 41.4, 64.6],
  ['CHN', 'CN', 'China', 'Asia', 'Eastern Asia', 1412.2, 17960, 78.2, 35.9, 104.2],
  ['HKG', 'HK', 'Hong Kong', 'Asia', 'Eastern Asia', 7.3, 360, 85.5, 22.3, 114.2],
  ['JPN', 'JP', 'Japan', 'Asia', 'Eastern Asia', 125.1, 4230, 84.5, 36.2, 138.3],
  ['KOR', 'KR', 'South Korea', 'Asia', 'Eastern Asia', 51.6, 1670, 83.7, 35.9, 127.8],
  ['MNG', 'MN', 'Mongolia', 'Asia', 'Eastern Asia', 3.4, 17.1, 71.0, 46.9, 103.8],
  ['PRK', 'KP', 'North Korea', 'Asia', 'Eastern Asia', 26.1, 18, 73.3, 40.3, 127.5],
  ['TWN', 'TW', 'Taiwan', 'Asia', 'Eastern Asia', 23.9, 761, 80.9, 23.7, 121.0],
  ['IDN', 'ID', 'Indonesia', 'Asia', 'South-eastern Asia', 275.5, 1319, 67.6, -0.8, 113.9],
  ['KHM', 'KH', 'Cambodia', 'Asia', 'South-eastern Asia', 16.8, 30, 69.6, 12.6, 105.0],
  ['LAO', 'LA', 'Laos', 'Asia', 'South-eastern Asia', 7.5, 15.7, 68.1, 19.9, 102.5],
  ['MMR', 'MM', 'Myanmar', 'Asia', 'South-eastern Asia', 54.2, 59, 65.7, 21.9, 96.0],
  ['MYS', 'MY', 'Malaysia', 'Asia', 'South-eastern Asia', 33.9, 407, 74.9, 4.2, 102.0],
  ['PHL', 'PH', 'Philippines', 'Asia', 'South-eastern Asia', 115.6, 404, 69.3, 12.9, 121.8],
  ['SGP', 'SG', 'Singapore', 'Asia', 'South-eastern Asia', 5.6, 467, 83.0, 1.35, 103.8],
  ['THA', 'TH', 'Thailand', 'Asia', 'South-eastern Asia', 71.7, 495, 78.7, 15.9, 101.0],
  ['VNM', 'VN', 'Vietnam', 'Asia', 'South-eastern Asia', 98.2, 409, 73.6, 14.1, 108.3],
  ['AFG', 'AF', 'Afghanistan', 'Asia', 'Southern Asia', 41.1, 14.5, 62.0, 33.9, 67.7],
  ['BGD', 'BD', 'Bangladesh', 'Asia', 'Southern Asia', 171.2, 460, 72.4, 23.7, 90.4],
  ['IND', 'IN', 'India', 'Asia', 'Southern Asia', 1417.2, 3390, 67.2, 20.6, 79.0],
  ['IRN', 'IR', 'Iran', 'Asia', 'Southern Asia', 88.6, 413, 73.9, 32.4, 53.7],
  ['LKA', 'LK', 'Sri Lanka', 'Asia', 'Southern Asia', 22.2, 74, 76.4, 7.9, 80.8],
  ['NPL', 'NP', 'Nepal', 'Asia', 'Southern Asia', 30.5, 40.8, 68.4, 28.4, 84.1],
  ['PAK', 'PK', 'Pakistan', 'Asia', 'Southern Asia', 235.8, 375, 66.1, 30.4, 69.3],
  ['ARE', 'AE', 'United Arab Emirates', 'Asia', 'Western Asia', 9.4, 507, 78.7, 23.4, 53.8],
  ['ARM', 'AM', 'Armenia', 'Asia', 'Western Asia', 2.8, 19.5, 72.0, 40.1, 45.0],
  ['AZE', 'AZ', 'Azerbaijan', 'Asia', 'Western Asia', 10.1, 78.7, 69.4, 40.1, 47.6],
  ['GEO', 'GE', 'Georgia', 'Asia', 'Western Asia', 3.7, 24.6, 71.7, 42.3, 43.4],
  ['IRQ', 'IQ', 'Iraq', 'Asia', 'Western Asia', 44.5, 264, 70.4, 33.2, 43.7],
  ['ISR', 'IL', 'Israel', 'Asia', 'Western Asia', 9.6, 525, 82.3, 31.0, 34.9],
  ['JOR', 'JO', 'Jordan', 'Asia', 'Western Asia', 11.3, 48.7, 74.3, 30.6, 36.2],
  ['KWT', 'KW', 'Kuwait', 'Asia', 'Western Asia', 4.3, 184, 78.7, 29.3, 47.5],
  ['LBN', 'LB', 'Lebanon', 'Asia', 'Western Asia', 5.5, 21.8, 75.0, 33.9, 35.9],
  ['OMN', 'OM', 'Oman', 'Asia', 'Western Asia', 4.6, 115, 72.5, 21.5, 55.9],
  ['QAT', 'QA', 'Qatar', 'Asia', 'Western Asia', 2.7, 236, 79.3, 25.4, 51.2],
  ['SAU', 'SA', 'Saudi Arabia', 'Asia', 'Western Asia', 36.4, 1108, 76.9, 23.9, 45.1],
  ['SYR', 'SY', 'Syria', 'Asia', 'Western Asia', 22.1, 23.6, 72.1, 34.8, 39.0],
  ['TUR', 'TR', 'Türkiye', 'Asia', 'Western Asia', 85.3, 906, 76.0, 39.0, 35.2],
  ['YEM', 'YE', 'Yemen', 'Asia', 'Western Asia', 33.7, 21.6, 63.8, 15.6, 48.5],
  ['BGR', 'BG', 'Bulgaria', 'Europe', 'Eastern Europe', 6.5, 90, 71.8, 42.7, 25.5],
  ['BLR', 'BY', 'Belarus', 'Europe', 'Eastern Europe', 9.2, 72.8, 72.4, 53.7, 28.0],
  ['CZE', 'CZ', 'Czechia', 'Europe', 'Eastern Europe', 10.7, 291, 77.7, 49.8, 15.5],
  ['HUN', 'HU', 'Hungary', 'Europe', 'Eastern Europe', 9.6, 177, 74.5, 47.2, 19.5],
  ['MDA', 'MD', 'Moldova', 'Europe', 'Eastern Europe', 2.5, 14.5, 68.8, 47.4, 28.4],
  ['POL', 'PL', 'Poland', 'Europe', 'Eastern Europe', 36.8, 688, 75.6, 51.9, 19.1],
  ['ROU', 'RO', 'Romania', 'Europe', 'Eastern Europe', 19.0, 301, 73.3, 45.9, 25.0],
  ['RUS', 'RU', 'Russia', 'Europe', 'Eastern Europe', 143.6, 2240, 69.4, 61.5, 105.3],
  ['SVK', 'SK', 'Slovakia', 'Europe', 'Eastern Europe', 5.4, 115, 74.6, 48.7, 19.7],
  ['UKR', 'UA', 'Ukraine', 'Europe', 'Eastern Europe', 38.0, 161, 71.6, 48.4, 31.2],
  ['DNK', 'DK', 'Denmark', 'Europe', 'Northern Europe', 5.9, 400, 81.4, 56.3, 9.5],
  ['EST', 'EE', 'Estonia', 'Europe', 'Northern Europe', 1.3, 38, 77.1, 58.6, 25.0],
  ['FIN', 'FI', 'Finland', 'Europe', 'Northern Europe', 5.6, 283, 82.0, 61.9, 25.7],
  ['GBR', 'GB', 'United Kingdom', 'Europe', 'Northern Europe', 67.0, 3090, 80.7, 55.4, -3.4],
  ['IRL', 'IE', 'Ireland', 'Europe', 'Northern Europe', 5.1, 533, 82.0, 53.4, -8.2],
  ['ISL', 'IS', 'Iceland', 'Europe', 'Northern Europe', 0.38, 27.8, 82.7, 65.0, -19.0],
  ['LTU', 'LT', 'Lithuania', 'Europe', 'Northern Europe', 2.8, 70, 74.2, 55.2, 23.9],
  ['LVA', 'LV', 'Latvia', 'Europe', 'Northern Europe', 1.9, 41, 73.6, 56.9, 24.6],
  ['NOR', 'NO', 'Norway', 'Europe', 'Northern Europe', 5.5, 579, 83.2, 60.5, 8.5],
  ['SWE', 'SE', 'Sweden', 'Europe', 'Northern Europe', 10.5, 586, 83.2, 60.1, 18.6],
  ['ALB', 'AL', 'Albania', 'Europe', 'Southern Europe', 2.8, 18.9, 76.5, 41.2, 20.2],
  ['BIH', 'BA', 'Bosnia and Herzegovina', 'Europe', 'Southern Europe', 3.2, 24.5, 75.3, 43.9, 17.7],
  ['ESP', 'ES', 'Spain', 'Europe', 'Southern Europe', 47.8, 1420, 83.0, 40.5, -3.7],
  ['GRC', 'GR', 'Greece', 'Europe', 'Southern Europe', 10.4, 219, 80.1, 39.1, 21.8],
  ['HRV', 'HR', 'Croatia', 'Europe', 'Southern Europe', 3.9, 71, 77.6, 45.1, 15.2],
  ['ITA', 'IT', 'Italy', 'Europe', 'Southern Europe', 58.9, 2010, 82.9, 41.9, 12.6],
  ['MKD', 'MK', 'North Macedonia', 'Europe', 'Southern Europe', 1.8, 13.6, 73.8, 41.6, 21.7],
  ['PRT', 'PT', 'Portugal', 'Europe', 'Southern Europe', 10.4, 256, 81.1, 39.4, -8.2],
  ['SRB', 'RS', 'Serbia', 'Europe', 'Southern Europe', 6.7, 63.5, 72.9, 44.0, 21.0],
  ['SVN', 'SI', 'Slovenia', 'Europe', 'Southern Europe', 2.1, 60, 80.7, 46.2, 15.0],
  ['AUT', 'AT', 'Austria', 'Europe', 'Western Europe', 9.0, 471, 81.2, 47.5, 14.6],
  ['BEL', 'BE', 'Belgium', 'Europe', 'Western Europe', 11.7, 583, 81.9, 50.5, 4.5],
  ['CHE', 'CH', 'Switzerland', 'Europe', 'Western Europe', 8.8, 818, 83.8, 46.8, 8.2],
  ['DEU', 'DE', 'Germany', 'Europe', 'Western Europe', 83.8, 4080, 80.7, 51.2, 10.5],
  ['FRA', 'FR', 'France', 'Europe', 'Western Europe', 67.9, 2780, 82.3, 46.2, 2.2],
  ['LUX', 'LU', 'Luxembourg', 'Europe', 'Western Europe', 0.65, 82, 82.6, 49.8, 6.1],
  ['NLD', 'NL', 'Netherlands', 'Europe', 'Western Europe', 17.7, 991, 81.7, 52.1, 5.3],
  ['AUS', 'AU', 'Australia', 'Oceania', 'Australia and New Zealand', 26.0, 1680, 83.3, -25.3, 133.8],
  ['NZL', 'NZ', 'New Zealand', 'Oceania', 'Australia and New Zealand', 5.1, 248, 82.5, -40.9, 174.9],
  ['FJI', 'FJ', 'Fiji', 'Oceania', 'Melanesia', 0.93, 5.0, 67.1, -17.7, 178.1],
  ['PNG', 'PG', 'Papua New Guinea', 'Oceania', 'Melanesia', 10.1, 31.7, 65.4, -6.3, 144.0],
  ['SLB', 'SB', 'Solomon Islands', 'Oceania', 'Melanesia', 0.72, 1.6, 70.3, -9.6, 160.2],
  ['WSM', 'WS', 'Samoa', 'Oceania', 'Polynesia', 0.22, 0.83, 72.8, -13.8, -172.1],
];

/** All countries, ordered by region, sub-region and name as listed above. */
export const COUNTRIES: readonly CountryRecord[] = ROWS.map(
  ([iso3, iso2, name, region, subRegion, populationMillions, gdpBillionsUsd, lifeExpectancy, latitude, longitude]) => ({
    iso3,
    iso2,
    name,
    region,
    subRegion,
    populationMillions,
    gdpBillionsUsd,
    lifeExpectancy,
    latitude,
    longitude,
  }),
);

/** Looks a country up by its alpha-3 code; throws for an unknown code (a typo in the example data). */
export function countryByIso3(iso3: string): CountryRecord {
  const found = COUNTRIES.find((c) => c.iso3 === iso3);
  if (!found) throw new Error(`Unknown country code in example data: ${iso3}`);
  return found;
}
