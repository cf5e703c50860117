/* Prints the floor ratios, queries and requests per load of each measured dashboard, with the goals. */
import type { CaseResult, Requests } from './measure.ts';

export const GOAL_WARM_RATIO = 1.5;
export const GOAL_COLD_RATIO = 2.5;

const ms = (x: number) => `${x.toFixed(0)} ms`.padStart(8);
const ratio = (s: number, f: number) => (s / f).toFixed(2) + 'x';
const met = (r: number, goal: number) => (r <= goal ? 'met' : 'NOT met');
const requests = (r: Requests) => `${r.single} single + ${r.batch} batch`;

export function printResults(results: CaseResult[], runs: number): void {
  console.log(
    `\nSightline / floor, navigation -> all visible charts drawn (median of ${runs} runs each);` +
      ` goals: warm <= ${GOAL_WARM_RATIO}x, cold <= ${GOAL_COLD_RATIO}x, queries per load < charts loaded`,
  );
  for (const r of results) {
    const hidden = r.charts - r.visible;
    const charts = hidden
      ? `${r.charts} charts, ${r.visible} visible on the first tab (timed), ${hidden} on a hidden tab`
      : `${r.charts} charts`;
    const cold = r.sightline.cold / r.floor.cold;
    const warm = r.sightline.warm / r.floor.warm;
    console.log(`\n${r.name} (${charts})`);
    console.log(
      `  cold  Sightline ${ms(r.sightline.cold)}  floor ${ms(r.floor.cold)}  ratio ${ratio(r.sightline.cold, r.floor.cold)}  ${met(cold, GOAL_COLD_RATIO)} (<= ${GOAL_COLD_RATIO}x)`,
    );
    console.log(
      `  warm  Sightline ${ms(r.sightline.warm)}  floor ${ms(r.floor.warm)}  ratio ${ratio(r.sightline.warm, r.floor.warm)}  ${met(warm, GOAL_WARM_RATIO)} (<= ${GOAL_WARM_RATIO}x)`,
    );
    const q = r.queries.cold;
    console.log(
      `  database queries per load: cold ${q} (${r.queries.distinctCold} distinct SQL), warm ${r.queries.warm};` +
        ` ${q < r.visible ? 'met' : 'NOT met'} (< ${r.visible} charts loaded)`,
    );
    console.log(
      `  chart-data requests per load: cold ${requests(r.requests.cold)}, warm ${requests(r.requests.warm)}`,
    );
    for (const note of r.notes) console.log(`  note: ${note}`);
  }
}
