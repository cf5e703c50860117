/**
 * Dimension data for the generated `sales` table: the markets, the catalogue of scale models and
 * the word lists customer names are built from. Weights are relative shares of orders.
 */

/** A market: country (by alpha-3 code), sales region, share of customers and legal-form suffix. */
export interface SalesMarket {
  iso3: string;
  salesRegion: 'EMEA' | 'Americas' | 'APAC';
  weight: number;
  companySuffix: string;
}

/** A product line with its share of order lines and its products (name, list price in USD). */
export interface ProductLine {
  name: string;
  weight: number;
  products: readonly (readonly [name: string, price: number])[];
}

// prettier-ignore
export const SALES_MARKETS: readonly SalesMarket[] = [
  { iso3: 'FRA', salesRegion: 'EMEA', weight: 10, companySuffix: 'S.A.' },
  { iso3: 'DEU', salesRegion: 'EMEA', weight: 7, companySuffix: 'GmbH' },
  { iso3: 'GBR', salesRegion: 'EMEA', weight: 7, companySuffix: 'Ltd.' },
  { iso3: 'ESP', salesRegion: 'EMEA', weight: 9, companySuffix: 'S.L.' },
  { iso3: 'ITA', salesRegion: 'EMEA', weight: 4, companySuffix: 'S.p.A.' },
  { iso3: 'NLD', salesRegion: 'EMEA', weight: 3, companySuffix: 'B.V.' },
  { iso3: 'BEL', salesRegion: 'EMEA', weight: 2, companySuffix: 'S.A.' },
  { iso3: 'CHE', salesRegion: 'EMEA', weight: 2, companySuffix: 'AG' },
  { iso3: 'AUT', salesRegion: 'EMEA', weight: 2, companySuffix: 'GmbH' },
  { iso3: 'SWE', salesRegion: 'EMEA', weight: 2, companySuffix: 'AB' },
  { iso3: 'NOR', salesRegion: 'EMEA', weight: 2, companySuffix: 'AS' },
  { iso3: 'DNK', salesRegion: 'EMEA', weight: 2, companySuffix: 'A/S' },
  { iso3: 'FIN', salesRegion: 'EMEA', weight: 2, companySuffix: 'Oy' },
  { iso3: 'IRL', salesRegion: 'EMEA', weight: 1.5, companySuffix: 'Ltd.' },
  { iso3: 'ZAF', salesRegion: 'EMEA', weight: 1.5, companySuffix: '(Pty) Ltd' },
  { iso3: 'USA', salesRegion: 'Americas', weight: 30, companySuffix: 'Inc.' },
  { iso3: 'CAN', salesRegion: 'Americas', weight: 4, companySuffix: 'Inc.' },
  { iso3: 'MEX', salesRegion: 'Americas', weight: 2.5, companySuffix: 'S.A. de C.V.' },
  { iso3: 'BRA', salesRegion: 'Americas', weight: 3, companySuffix: 'Ltda.' },
  { iso3: 'ARG', salesRegion: 'Americas', weight: 1.5, companySuffix: 'S.R.L.' },
  { iso3: 'CHL', salesRegion: 'Americas', weight: 1, companySuffix: 'SpA' },
  { iso3: 'COL', salesRegion: 'Americas', weight: 1, companySuffix: 'S.A.S.' },
  { iso3: 'JPN', salesRegion: 'APAC', weight: 5, companySuffix: 'K.K.' },
  { iso3: 'AUS', salesRegion: 'APAC', weight: 6, companySuffix: 'Pty Ltd' },
  { iso3: 'NZL', salesRegion: 'APAC', weight: 2, companySuffix: 'Ltd.' },
  { iso3: 'SGP', salesRegion: 'APAC', weight: 2.5, companySuffix: 'Pte. Ltd.' },
  { iso3: 'CHN', salesRegion: 'APAC', weight: 3, companySuffix: 'Co., Ltd.' },
  { iso3: 'KOR', salesRegion: 'APAC', weight: 2, companySuffix: 'Co., Ltd.' },
  { iso3: 'IND', salesRegion: 'APAC', weight: 2, companySuffix: 'Pvt. Ltd.' },
  { iso3: 'PHL', salesRegion: 'APAC', weight: 1.5, companySuffix: 'Inc.' },
];

// prettier-ignore
export const PRODUCT_LINES: readonly ProductLine[] = [
  { name: 'Classic Cars', weight: 34, products: [
    ['1952 Alpine Renault 1300', 214], ['1972 Alfa Romeo GTA', 136], ['1968 Ford Mustang', 194],
    ['2001 Ferrari Enzo', 207], ['1969 Dodge Charger', 115], ['1957 Corvette Convertible', 148],
    ['1965 Aston Martin DB5', 124], ['1999 Indy 500 Monte Carlo SS', 132],
  ] },
  { name: 'Vintage Cars', weight: 21, products: [
    ['1937 Lincoln Berline', 102], ['1936 Mercedes-Benz 500K Special Roadster', 53], ['1911 Ford Town Car', 60],
    ['1932 Model A Ford J-Coupe', 127], ['1928 Mercedes-Benz SSK', 168], ['1917 Grand Touring Sedan', 170],
    ['1930 Buick Marquette Phaeton', 43],
  ] },
  { name: 'Motorcycles', weight: 12, products: [
    ['1969 Harley Davidson Ultimate Chopper', 95], ['1996 Moto Guzzi 1100i', 118],
    ['2003 Harley-Davidson Eagle Drag Bike', 193], ['2002 Suzuki XREO', 150],
    ['1936 Harley Davidson El Knucklehead', 60], ['1982 Ducati 900 Monster', 69],
  ] },
  { name: 'Trucks and Buses', weight: 11, products: [
    ['1940 Ford Pickup Truck', 116], ['1957 Chevy Pickup', 118], ['1964 Mercedes Tour Bus', 122],
    ['1926 Ford Fire Engine', 60], ['1962 Volkswagen Microbus', 127], ['1996 Peterbilt 379 Stake Bed', 64],
  ] },
  { name: 'Planes', weight: 11, products: [
    ['1980s Black Hawk Helicopter', 157], ['P-51-D Mustang', 84], ['1928 British Royal Navy Airplane', 109],
    ['1900s Vintage Bi-Plane', 68], ['Corsair F4U (Bird Cage)', 92], ['American Airlines: B767-300', 91],
    ['ATA: B757-300', 118],
  ] },
  { name: 'Ships', weight: 8, products: [
    ['1999 Yamaha Speed Boat', 86], ['HMS Bounty', 90], ['The Titanic', 100], ['The Queen Mary', 99],
    ['Pont Yacht', 54], ['The USS Constitution Ship', 72],
  ] },
  { name: 'Trains', weight: 3, products: [
    ["1950's Chicago Surface Lines Streetcar", 62], ['Collectable Wooden Train', 100],
    ['1962 City of Detroit Streetcar', 58],
  ] },
];

/** 25 x 20 = 500 distinct customer names (plus the market's legal-form suffix). */
export const CUSTOMER_PREFIXES: readonly string[] = [
  'Atlas',
  'Blue Harbor',
  'Classic',
  'Coastal',
  'Corner',
  'Diecast',
  'Euro',
  'Golden Gate',
  'Heritage',
  'Iron Horse',
  'Kingfisher',
  'Lakeside',
  'Mini',
  'Motor City',
  'Northern',
  'Old Mill',
  'Pacific',
  'Red Barn',
  'Royal',
  'Silver Lining',
  'Summit',
  'Toy Box',
  'Vintage Lane',
  'West Coast',
  'Zenith',
];

/** Second word of customer names; see CUSTOMER_PREFIXES. */
export const CUSTOMER_NOUNS: readonly string[] = [
  'Collectables',
  'Gifts',
  'Models',
  'Replicas',
  'Hobbies',
  'Toys',
  'Auto Parts',
  'Classics',
  'Traders',
  'Imports',
  'Souvenirs',
  'Miniatures',
  'Distributors',
  'Emporium',
  'Garage',
  'Boutique',
  'Depot',
  'Workshop',
  'Store',
  'Exchange',
];
