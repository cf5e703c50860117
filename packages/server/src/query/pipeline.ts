/*
 * The chart-data pipeline for one query object: one ordered list of small stages (the model is
 * Metabase's middleware list). A stage may end the run by setting `run.cached` (a cache hit) or
 * `run.error` (a typed failure); the runner times each stage and labels any other error with the
 * stage's name. Every entry runs it: JSON, exports (up to `compile`, then they stream), async jobs,
 * explore_json, annotations, time offsets (a sub-run of `compile`..`execute`). docs/adr/0006.
 */
import { AppError } from '../errors.ts';
import type { DataCache } from './cache/index.ts';
import type { CompileOptions } from './compile/compile-context.ts';
import type { Datasource } from './datasource.ts';
import { QuerySlots } from './limits.ts';
import type { QueryObject } from './query-object.ts';
import { annotationsStage } from './stages/annotations.ts';
import {
  cacheKeyStage,
  cacheReadStage,
  cacheWriteStage,
  singleFlightStage,
} from './stages/cache.ts';
import {
  compileOptionsFor,
  FragmentCache,
  type TemplateRequest,
} from './stages/compile-options.ts';
import { compileStage, templatesStage } from './stages/compile.ts';
import { executeStage } from './stages/execute.ts';
import { postProcessStage } from './stages/post-process.ts';
import {
  newRun,
  type QueryEnv,
  type QueryRun,
  type Stage,
  type StageName,
  type StageRange,
  type StageServices,
} from './stages/stage.ts';
import { timeOffsetsStage } from './stages/time-offsets.ts';
import { validateStage } from './stages/validate.ts';

export { buildPayload, payloadJson } from './stages/payload.ts';
export type { QueryEnv, QueryRun, StageName, StageRange } from './stages/stage.ts';
export type { TemplateRequest } from './stages/compile-options.ts';

/** The stages, in the order they run. */
export const STAGES: readonly Stage[] = [
  validateStage, // series columns among the columns, no duplicate labels
  templatesStage, // a query that may render a template compiles now: its macros feed the cache key
  cacheKeyStage,
  cacheReadStage, // a hit ends the run
  singleFlightStage, // an identical query in flight: wait for it and read its entry
  compileStage, // unless templates compiled already
  executeStage, // database errors become run.error
  timeOffsetsStage, // sub-runs of compile..execute, joined onto the frame
  postProcessStage,
  annotationsStage,
  cacheWriteStage,
];

const indexOf = (name: StageName): number => STAGES.findIndex((s) => s.name === name);

async function runStage(
  stage: Stage,
  run: QueryRun,
  env: QueryEnv,
  services: StageServices,
): Promise<void> {
  const t0 = performance.now();
  try {
    await stage.run(run, env, services);
  } catch (e) {
    if (e instanceof AppError) throw e;
    const err = e instanceof Error ? e : new Error(String(e));
    err.message = `[${stage.name}] ${err.message}`;
    throw err;
  } finally {
    run.timings[stage.name] = performance.now() - t0;
  }
}

/**
 * The query pipeline, built once per server (in the context, under the chart-data command): it owns the
 * stage list, the data cache it reads and writes, the queries in flight and the memo of checked SQL
 * fragments; `compileOptions` builds a query's template renderer and fragment checks.
 */
export class QueryPipeline implements StageServices {
  readonly inFlight = new Map<string, Promise<void>>();
  readonly slots = new QuerySlots(() => this.cache.shared);
  readonly #fragments = new FragmentCache();

  constructor(readonly cache: DataCache) {}

  /** The names of the stages, in order. */
  get stageNames(): StageName[] {
    return STAGES.map((s) => s.name);
  }

  /** The compile hooks of one query object for one request (templates, fragment checks). */
  compileOptions(ds: Datasource, qo: QueryObject, request: TemplateRequest): CompileOptions {
    return compileOptionsFor(ds, qo, request, this.#fragments);
  }

  /** Runs the stages (all of them, or an inclusive range) for one query object. */
  async run(qo: QueryObject, env: QueryEnv, range: StageRange = {}): Promise<QueryRun> {
    const run = newRun(qo);
    const first = range.from ? indexOf(range.from) : 0;
    const last = range.to ? indexOf(range.to) : STAGES.length - 1;
    try {
      for (let i = first; i <= last; i += 1) {
        await runStage(STAGES[i]!, run, env, this);
        if (run.cached || run.error) break;
      }
    } finally {
      run.release?.();
    }
    return run;
  }

  subRun(qo: QueryObject, env: QueryEnv, range: StageRange): Promise<QueryRun> {
    return this.run(qo, env, range);
  }
}
