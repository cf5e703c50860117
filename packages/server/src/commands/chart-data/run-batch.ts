import type {
  ChartDataBatchEntry,
  ChartDataBatchLine,
  ChartDataRequest,
  PlannerSource,
} from '@sightline/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { CacheMissError } from '../../query/cache/index.ts';
import type { Datasource } from '../../query/datasource.ts';
import { assertGuestChartData } from '../embedded/guest-chart-data.ts';
import { planBatch, type DistinctRequest, type PlanStep, type RollupMember } from './batch-plan.ts';
import type { ChartDataCaller } from './chart-data-pipeline.ts';
import { loadDatasource } from './load-datasource.ts';
import { plannedDriverFor, type BaseRows } from './planned-driver.ts';
import { rollupShape, sqlAggregate, type RollupShape } from './rollup-shape.ts';
import type { ChartDataResult } from './run-chart-data.ts';

/** Steps of one batch running at once; the database's own slots still bound its queries. */
const PARALLEL_STEPS = 6;

/** What the batch needs besides the context: the caller, where lines go, and where failures are logged. */
export interface BatchIo {
  caller: ChartDataCaller;
  emit: (line: ChartDataBatchLine) => void;
  logError: (err: unknown) => void;
}

interface Outcome {
  status: number;
  body: unknown;
  source: PlannerSource;
}

const now = () => performance.now();
const ms = (x: number) => Math.round(x * 10) / 10;

/** Runs tasks with at most `n` at a time; none starts once `isCancelled()` says so. */
async function runLimited(
  tasks: (() => Promise<void>)[],
  n: number,
  isCancelled: () => boolean,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !isCancelled()) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(n, tasks.length) }, worker));
}

/** A batch in progress: it plans the entries, runs the steps and emits one line per entry. */
class Batch {
  readonly #t0 = now();
  readonly #chartIds = new Map<string, number | null>();

  constructor(
    readonly ctx: AppContext,
    readonly io: BatchIo,
  ) {}

  async run(entries: readonly ChartDataBatchEntry[]): Promise<void> {
    for (const e of entries) this.#chartIds.set(e.key, e.chart_id ?? null);
    const allowed: ChartDataBatchEntry[] = [];
    for (const e of entries) {
      try {
        // The single endpoint's own checks before it runs anything (a guest's charts).
        await assertGuestChartData(this.ctx, e.request, this.io.caller.user);
        allowed.push(e);
      } catch (err) {
        this.#emit({ keys: [e.key], request: e.request }, this.#failure(err), now(), []);
      }
    }
    const shapeOf = await this.#shapeReader(allowed.map((e) => e.request));
    const { rowLimit, sqlMaxRow } = this.ctx.config;
    const steps = planBatch(allowed, shapeOf, Math.min(rowLimit, sqlMaxRow));
    const { signal } = this.io.caller;
    await runLimited(
      steps.map((step) => () => this.#step(step)),
      PARALLEL_STEPS,
      // The client went away: queries in flight are cancelled through the caller's signal, and
      // the steps not started yet never run.
      () => (typeof signal === 'function' ? signal() : signal)?.aborted === true,
    );
  }

  /** The rollup shape of each request; datasets are read once (a dataset the user may not read: none). */
  async #shapeReader(
    requests: ChartDataRequest[],
  ): Promise<(r: ChartDataRequest) => RollupShape | null> {
    const user = this.io.caller.user;
    if (user?.guest) return () => null;
    const refs = new Map(requests.map((r) => [JSON.stringify(r.datasource), r.datasource]));
    const loaded = new Map<string, Datasource | null>();
    for (const [text, ref] of refs)
      loaded.set(text, await loadDatasource(this.ctx, ref, user).catch(() => null));
    return (req) => {
      const ds = loaded.get(JSON.stringify(req.datasource));
      // Templates may read the chart's form data, and offsets shift parsed dates: both run alone.
      if (!ds || ds.offset || /\{[{%]/.test(ds.sql ?? '')) return null;
      const saved = new Map(ds.metrics.map((m) => [m.name, sqlAggregate(m.expression)]));
      return rollupShape(req, (name) => saved.get(name) ?? null);
    };
  }

  #step(step: PlanStep): Promise<void> {
    return step.kind === 'single'
      ? this.#single(step.entry, now())
      : this.#rollup(step.members, step.base);
  }

  async #single(entry: DistinctRequest, start: number): Promise<void> {
    const outcome = await this.#runOne(entry.request);
    this.#emit(entry, outcome, start, []);
  }

  async #runOne(
    request: ChartDataRequest,
    options: Parameters<AppContext['chartData']['run']>[2] = {},
    rolled?: () => boolean,
  ): Promise<Outcome> {
    try {
      const result = await this.ctx.chartData.run(request, this.io.caller, options);
      return { status: 200, body: this.#body(result), source: sourceOf(result, rolled?.()) };
    } catch (err) {
      if (err instanceof CacheMissError && options.cacheOnly) throw err;
      return this.#failure(err);
    }
  }

  /**
   * A rollup: members already cached answer from their own entries; if two or more remain, the
   * base query runs once and each is re-aggregated from its rows through the pipeline (its own
   * cache key, SQL text, post-processing and cache write). Anything unsure runs on its own.
   */
  async #rollup(members: RollupMember[], base: ChartDataRequest): Promise<void> {
    const start = now();
    const misses: RollupMember[] = [];
    await Promise.all(
      members.map(async (m) => {
        if (m.request.force) return void misses.push(m);
        try {
          this.#emit(m, await this.#runOne(m.request, { cacheOnly: true }), start, []);
        } catch {
          misses.push(m);
        }
      }),
    );
    const rows = misses.length > 1 ? await this.#baseRows(base) : null;
    if (!rows) {
      await Promise.all(misses.map((m) => this.#single(m, start)));
      return;
    }
    const keys = misses.flatMap((m) => m.keys);
    await Promise.all(
      misses.map(async (m) => {
        let rolled = false;
        const driverFor = plannedDriverFor(m.shape, rows, () => (rolled = true));
        const outcome = await this.#runOne(m.request, { driverFor }, () => rolled);
        const shared =
          outcome.source === 'reaggregated' ? keys.filter((k) => !m.keys.includes(k)) : [];
        this.#emit(m, outcome, start, shared);
      }),
    );
  }

  /** The base query's rows, or null when it failed or may have been cut by its row limit. */
  async #baseRows(base: ChartDataRequest): Promise<BaseRows | null> {
    try {
      const result = await this.ctx.chartData.run(base, this.io.caller);
      const out = result.frames[0];
      if (!out || out.frame.rows.length >= (base.queries[0]!.row_limit ?? 0)) return null;
      const columns = new Map(
        out.frame.columns.map((name, i) => [name, { name, type: '', generic: out.coltypes[i]! }]),
      );
      return { frame: out.frame, columns } as BaseRows;
    } catch {
      return null;
    }
  }

  #body(result: ChartDataResult): unknown {
    // Guests do not see the SQL of what they read (docs/api.md §2.1), as on the single endpoint.
    if (this.io.caller.user?.guest) for (const p of result.payloads) delete p.query;
    return { result: result.payloads };
  }

  #failure(err: unknown): Outcome {
    if (err instanceof AppError) return { status: err.status, body: err.toBody(), source: 'query' };
    this.io.logError(err);
    return { status: 500, body: { message: 'Fatal error' }, source: 'query' };
  }

  /** One line per key: the first key's source; the others of an identical request say 'identical'. */
  #emit(entry: DistinctRequest, outcome: Outcome, start: number, shared: string[]): void {
    const end = now();
    const [lead, ...same] = entry.keys;
    for (const key of entry.keys) {
      const others = entry.keys.filter((k) => k !== key);
      this.io.emit({
        key,
        chart_id: this.#chartIds.get(key) ?? null,
        status: outcome.status,
        result: outcome.body,
        planner: {
          source: key === lead || !same.length ? outcome.source : 'identical',
          shared_with: [...others, ...shared],
          db_ms: ms(end - start),
          queue_ms: ms(start - this.#t0),
        },
      });
    }
  }
}

/** 'cache' when every query came from the cache, 'reaggregated' when the planner answered it. */
function sourceOf(result: ChartDataResult, rolled: boolean | undefined): PlannerSource {
  if (rolled) return 'reaggregated';
  const cached = result.payloads.length > 0 && result.payloads.every((p) => p.is_cached === true);
  return cached ? 'cache' : 'query';
}

/**
 * Runs a chart-data batch (POST /api/v1/chart/data/batch, docs/adr/0020): plans it, runs its steps
 * through the chart-data pipeline and emits each entry's line as soon as it is known. A failing
 * entry gets its own error line (the status and body its single request would have had).
 */
export function runChartDataBatch(
  ctx: AppContext,
  entries: readonly ChartDataBatchEntry[],
  io: BatchIo,
): Promise<void> {
  return new Batch(ctx, io).run(entries);
}
