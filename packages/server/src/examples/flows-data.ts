/**
 * Energy flows for the `flows` example table (sankey, chord and graph charts): a US-style energy
 * balance in quadrillion BTU, roughly after the LLNL 2022 chart. Sources feed electricity generation
 * and the end-use sectors, which split into energy services and rejected energy, so the graph is a DAG.
 */

/** One directed flow between two named nodes. */
export interface FlowRecord {
  source: string;
  target: string;
  value: number;
}

const ELECTRICITY = 'Electricity Generation';

// prettier-ignore
const PRIMARY: readonly [string, string, number][] = [
  ['Solar', ELECTRICITY, 1.29], ['Solar', 'Residential', 0.36], ['Solar', 'Commercial', 0.14], ['Solar', 'Industrial', 0.08],
  ['Nuclear', ELECTRICITY, 8.06],
  ['Hydro', ELECTRICITY, 2.31],
  ['Wind', ELECTRICITY, 3.77],
  ['Geothermal', ELECTRICITY, 0.16], ['Geothermal', 'Residential', 0.04], ['Geothermal', 'Commercial', 0.02],
  ['Natural Gas', ELECTRICITY, 12.6], ['Natural Gas', 'Residential', 5.07], ['Natural Gas', 'Commercial', 3.62],
  ['Natural Gas', 'Industrial', 10.4], ['Natural Gas', 'Transportation', 1.27],
  ['Coal', ELECTRICITY, 8.97], ['Coal', 'Industrial', 0.88],
  ['Biomass', ELECTRICITY, 0.44], ['Biomass', 'Residential', 0.48], ['Biomass', 'Commercial', 0.16],
  ['Biomass', 'Industrial', 2.48], ['Biomass', 'Transportation', 1.9],
  ['Petroleum', ELECTRICITY, 0.19], ['Petroleum', 'Residential', 0.99], ['Petroleum', 'Commercial', 0.94],
  ['Petroleum', 'Industrial', 8.9], ['Petroleum', 'Transportation', 24.7],
  ['Net Electricity Imports', ELECTRICITY, 0.08],
  [ELECTRICITY, 'Residential', 5.07], [ELECTRICITY, 'Commercial', 4.63], [ELECTRICITY, 'Industrial', 3.47],
  [ELECTRICITY, 'Transportation', 0.02],
];

// Share of each end-use sector's input that becomes useful work (the rest is rejected as heat).
const SECTOR_EFFICIENCY: Readonly<Record<string, number>> = {
  Residential: 0.65,
  Commercial: 0.65,
  Industrial: 0.49,
  Transportation: 0.21,
};

const round2 = (x: number): number => Math.round(x * 100) / 100;

function sum(
  flows: readonly (readonly [string, string, number])[],
  pick: (f: readonly [string, string, number]) => boolean,
): number {
  return flows.filter(pick).reduce((a, f) => a + f[2], 0);
}

/** All flows: primary supply, electricity distribution, and each sector's services vs rejected energy. */
export function energyFlows(): FlowRecord[] {
  const electricityIn = sum(PRIMARY, (f) => f[1] === ELECTRICITY);
  const electricityOut = sum(PRIMARY, (f) => f[0] === ELECTRICITY);
  const derived: [string, string, number][] = [
    [ELECTRICITY, 'Rejected Energy', electricityIn - electricityOut],
  ];
  for (const [sector, efficiency] of Object.entries(SECTOR_EFFICIENCY)) {
    const input = sum(PRIMARY, (f) => f[1] === sector);
    derived.push(
      [sector, 'Energy Services', input * efficiency],
      [sector, 'Rejected Energy', input * (1 - efficiency)],
    );
  }
  return [...PRIMARY, ...derived].map(([source, target, value]) => ({
    source,
    target,
    value: round2(value),
  }));
}
