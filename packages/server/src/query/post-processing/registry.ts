import { z } from 'zod';
import { aggregate, aggregateOptionsSchema } from './aggregate.ts';
import { boxplot, boxplotOptionsSchema } from './boxplot.ts';
import { compare, compareOptionsSchema } from './compare.ts';
import { contribution, contributionOptionsSchema } from './contribution.ts';
import { cum, cumOptionsSchema } from './cum.ts';
import { diff, diffOptionsSchema } from './diff.ts';
import { PostProcessingError } from './errors.ts';
import { flatten, flattenOptionsSchema } from './flatten.ts';
import { type Frame } from './frame.ts';
import { geodeticParse, geodeticParseOptionsSchema } from './geodetic.ts';
import {
  geohashDecode,
  geohashDecodeOptionsSchema,
  geohashEncode,
  geohashEncodeOptionsSchema,
} from './geohash.ts';
import { histogram, histogramOptionsSchema } from './histogram.ts';
import { pivot, pivotOptionsSchema } from './pivot.ts';
import { prophet } from './prophet.ts';
import { rank, rankOptionsSchema } from './rank.ts';
import { rename, renameOptionsSchema } from './rename.ts';
import { resample, resampleOptionsSchema } from './resample.ts';
import { rolling, rollingOptionsSchema } from './rolling.ts';
import { select, selectOptionsSchema } from './select.ts';
import { sort, sortOptionsSchema } from './sort.ts';

/** A post-processing operation: validates its own options (zod) and returns a new frame. */
export type PostProcessingOperation = (frame: Frame, options: never) => Frame;

/** One `post_processing` entry of a query object. */
export interface PostProcessingStep {
  operation?: string | null;
  options?: unknown;
}

/** Every operation a query's `post_processing` may name, by its wire name. */
export const POST_PROCESSING_OPERATIONS = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  geodetic_parse: geodeticParse,
  geohash_decode: geohashDecode,
  geohash_encode: geohashEncode,
  histogram,
  pivot,
  prophet,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
} satisfies Record<string, PostProcessingOperation>;

/** The zod schema of each operation's options (`prophet` accepts anything and then fails). */
export const POST_PROCESSING_OPTION_SCHEMAS = {
  aggregate: aggregateOptionsSchema,
  boxplot: boxplotOptionsSchema,
  compare: compareOptionsSchema,
  contribution: contributionOptionsSchema,
  cum: cumOptionsSchema,
  diff: diffOptionsSchema,
  flatten: flattenOptionsSchema,
  geodetic_parse: geodeticParseOptionsSchema,
  geohash_decode: geohashDecodeOptionsSchema,
  geohash_encode: geohashEncodeOptionsSchema,
  histogram: histogramOptionsSchema,
  pivot: pivotOptionsSchema,
  prophet: z.unknown(),
  rank: rankOptionsSchema,
  rename: renameOptionsSchema,
  resample: resampleOptionsSchema,
  rolling: rollingOptionsSchema,
  select: selectOptionsSchema,
  sort: sortOptionsSchema,
} satisfies Record<keyof typeof POST_PROCESSING_OPERATIONS, z.ZodType>;

/** Wire names of the operations. */
export type PostProcessingOperationName = keyof typeof POST_PROCESSING_OPERATIONS;

/** Whether `name` is a supported operation. */
export function isPostProcessingOperation(name: string): name is PostProcessingOperationName {
  return Object.hasOwn(POST_PROCESSING_OPERATIONS, name);
}

/**
 * Runs the steps in order, each on the previous step's frame. Like Superset, nothing runs on an
 * empty result. Errors keep Superset's message and carry the failing operation's name in
 * `operation`: a missing name, an unknown name and invalid options all raise a
 * PostProcessingError (HTTP 400).
 */
export function applyPostProcessing(
  frame: Frame,
  steps: readonly PostProcessingStep[] | null | undefined,
): Frame {
  if (!steps || frame.rows.length === 0) return frame;
  let current = frame;
  for (const step of steps) {
    const name = step?.operation;
    if (!name)
      throw new PostProcessingError('`operation` property of post processing object undefined');
    if (!isPostProcessingOperation(name))
      throw new PostProcessingError(`Unsupported post processing operation: ${name}`, name);
    const run = POST_PROCESSING_OPERATIONS[name] as (frame: Frame, options: unknown) => Frame;
    try {
      current = run(current, step.options ?? {});
    } catch (error) {
      if (error instanceof PostProcessingError) error.operation ??= name;
      throw error;
    }
  }
  return current;
}
