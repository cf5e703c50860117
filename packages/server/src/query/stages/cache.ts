import { dataCacheKey, isCacheDisabled, nowEpochSeconds } from '../cache/index.ts';
import { joinSharedFlight } from '../limits.ts';
import type { Stage } from './stage.ts';

/** The data-cache key of the query object (docs/query-object.md §6.1). */
export const cacheKeyStage: Stage = {
  name: 'cache-key',
  async run(r, env) {
    const qo = r.qo;
    r.cacheKey = dataCacheKey({
      datasource: `${env.ds.id}__table`,
      result_type: qo.resultType,
      columns: qo.columns,
      extras: { ...qo.extras },
      filter: qo.filters,
      granularity: qo.granularity,
      inner_from_dttm: qo.innerFromDttm,
      inner_to_dttm: qo.innerToDttm,
      is_rowcount: qo.isRowcount,
      is_timeseries: qo.isTimeseries,
      metrics: qo.metrics,
      order_desc: qo.orderDesc,
      orderby: qo.orderby,
      row_limit: qo.rowLimit,
      row_offset: qo.rowOffset,
      series_columns: qo.seriesColumns,
      series_limit: qo.seriesLimit,
      series_limit_metric: qo.seriesLimitMetric,
      group_others_when_limit_reached: qo.groupOthersWhenLimitReached,
      time_shift: qo.timeShift,
      apply_fetch_values_predicate: qo.applyFetchValuesPredicate,
      time_range: qo.timeRange,
      post_processing: qo.postProcessing,
      time_offsets: qo.timeOffsets,
      annotation_layers: qo.annotationLayers as never,
      changed_on: Date.parse(env.ds.changedOn),
      rls: env.compileOptions.rlsClauses ?? [],
      extra_cache_keys: env.compileOptions.extraCacheKeys ?? [],
    });
  },
};

/** A hit ends the run (`force` and a TTL of -1 skip the read). */
export const cacheReadStage: Stage = {
  name: 'cache-read',
  async run(r, env, { cache }) {
    if (!r.cacheKey) return;
    r.cached = await cache.read(r.cacheKey, { force: env.force, ttlSeconds: env.cacheTimeout });
  },
};

/**
 * A second request for a key being computed now (two charts of a dashboard with the same query, or a
 * reload while the first load runs) waits for the first and reads its cache entry instead of running
 * the query again. Otherwise the run registers itself; the runner releases it when the run ends.
 * With Redis the same holds across processes: a lock per key, and a bounded wait for the other
 * process's entry (query/limits.ts).
 */
export const singleFlightStage: Stage = {
  name: 'single-flight',
  async run(r, env, { cache, inFlight }) {
    const key = r.cacheKey;
    // Uncached runs (exports, contribution totals) could never read the first one's answer.
    if (!key || env.cacheOnly || isCacheDisabled(env.cacheTimeout)) return;
    const earlier = inFlight.get(key);
    if (earlier) {
      await earlier;
      r.cached = await cache.read(key, { force: false, ttlSeconds: env.cacheTimeout });
      if (r.cached) return;
    }
    if (inFlight.has(key)) return;
    let release!: () => void;
    inFlight.set(key, new Promise<void>((resolve) => (release = resolve)));
    const releaseLocal = () => {
      inFlight.delete(key);
      release();
    };
    r.release = releaseLocal;
    // Processes sharing Redis: one of them runs the query, the others wait for its entry.
    const shared = cache.shared;
    if (!shared) return;
    const flight = await joinSharedFlight(shared, cache, key, {
      ttlSeconds: env.cacheTimeout,
      signal: env.signal,
    });
    if ('entry' in flight) {
      r.cached = flight.entry;
      return;
    }
    r.release = () => {
      releaseLocal();
      void flight.unlock();
    };
  },
};

/** Stores the post-processed frame, the SQL and the annotation data under the key with the TTL. */
export const cacheWriteStage: Stage = {
  name: 'cache-write',
  async run(r, env, { cache }) {
    if (!r.frame || !r.cacheKey) return;
    await cache.write(
      r.cacheKey,
      {
        frame: { columns: r.frame.columns, rows: r.frame.rows },
        query: r.sql.join(';\n\n'),
        appliedTemplateFilters: [...(env.compileOptions.appliedTemplateFilters ?? [])],
        appliedFilterColumns: r.compiled?.report.applied ?? [],
        rejectedFilterColumns: r.compiled?.report.rejected ?? [],
        annotationData: r.annotationData,
        sqlRowcount: r.sqlRowcount,
        dttm: nowEpochSeconds(),
      },
      env.cacheTimeout,
    );
  },
};
