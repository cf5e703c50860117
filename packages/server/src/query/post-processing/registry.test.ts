import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { PostProcessingError } from './errors.ts';
import {
  applyPostProcessing,
  POST_PROCESSING_OPERATIONS,
  POST_PROCESSING_OPTION_SCHEMAS,
} from './registry.ts';
import { records, table } from './test-fixtures.ts';

const frame = table(
  ['ds', 'v'],
  [
    [1, 2],
    [2, 4],
  ],
);

function failure(run: () => unknown): PostProcessingError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PostProcessingError);
    return error as PostProcessingError;
  }
  throw new Error('expected a PostProcessingError');
}

describe('applyPostProcessing', () => {
  it('registers every operation of the reference, each with an options schema', () => {
    const names = [
      'aggregate',
      'boxplot',
      'compare',
      'contribution',
      'cum',
      'diff',
      'flatten',
      'geodetic_parse',
      'geohash_decode',
      'geohash_encode',
      'histogram',
      'pivot',
      'prophet',
      'rank',
      'rename',
      'resample',
      'rolling',
      'select',
      'sort',
    ];
    expect(Object.keys(POST_PROCESSING_OPERATIONS).sort()).toEqual(names);
    expect(Object.keys(POST_PROCESSING_OPTION_SCHEMAS).sort()).toEqual(names);
  });

  it('runs the steps in order', () => {
    const out = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'cum', options: { operator: 'sum', columns: { v: 'v' } } },
      { operation: 'flatten' },
    ]);
    expect(out.columns).toEqual(['ds', 'v']);
    expect(records(out)).toEqual([
      [1, 2],
      [2, 6],
    ]);
  });

  it('skips everything on an empty result', () => {
    const empty = table(['v'], []);
    expect(applyPostProcessing(empty, [{ operation: 'nope' }])).toBe(empty);
    expect(applyPostProcessing(frame, [])).toBe(frame);
  });

  it('answers a missing or unknown operation with Superset messages', () => {
    expect(failure(() => applyPostProcessing(frame, [{ options: {} }])).message).toBe(
      '`operation` property of post processing object undefined',
    );
    const unknown = failure(() => applyPostProcessing(frame, [{ operation: 'explode' }]));
    expect(unknown.message).toBe('Unsupported post processing operation: explode');
    expect(
      failure(() => applyPostProcessing(frame, [{ operation: 'escape_separator' }])).message,
    ).toBe('Unsupported post processing operation: escape_separator');
    expect(failure(() => applyPostProcessing(frame, [{ operation: 'toString' }])).message).toBe(
      'Unsupported post processing operation: toString',
    );
  });

  it('labels option errors with the operation and answers 400', () => {
    const error = failure(() =>
      applyPostProcessing(frame, [
        { operation: 'flatten' },
        { operation: 'rolling', options: { rolling_type: 'sum', columns: { v: 'v' } } },
      ]),
    );
    expect(error.message).toBe('Undefined window for rolling operation');
    expect(error.operation).toBe('rolling');
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(400);
    const missing = failure(() =>
      applyPostProcessing(frame, [{ operation: 'histogram', options: {} }]),
    );
    expect(missing.message).toBe('Missing required option "column" for histogram');
    expect(missing.operation).toBe('histogram');
    const wrongType = failure(() =>
      applyPostProcessing(frame, [
        { operation: 'pivot', options: { index: 'ds', aggregates: {} } },
      ]),
    );
    expect(wrongType.message).toMatch(/^Invalid options for pivot: "index": /);
    expect(
      failure(() => applyPostProcessing(frame, [{ operation: 'sort', options: [] }])).message,
    ).toBe('Invalid options for sort: expected an object');
    expect(
      failure(() =>
        applyPostProcessing(frame, [{ operation: 'select', options: { columns: ['nope'] } }]),
      ).operation,
    ).toBe('select');
  });

  it('rejects prophet as not supported', () => {
    const error = failure(() =>
      applyPostProcessing(frame, [
        {
          operation: 'prophet',
          options: { time_grain: 'P1D', periods: 3, confidence_interval: 0.8 },
        },
      ]),
    );
    expect(error.message).toBe('prophet is not supported');
    expect(error.status).toBe(400);
    expect(error.operation).toBe('prophet');
  });
});
