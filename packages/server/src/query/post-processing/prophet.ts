import { type Frame } from './frame.ts';
import { PostProcessingError } from './errors.ts';

/**
 * Forecasting needs Facebook's Prophet library, which has no JavaScript equivalent; the step is
 * rejected (HTTP 400) instead of silently dropping the forecast.
 */
export function prophet(_frame: Frame, _options?: unknown): Frame {
  throw new PostProcessingError('prophet is not supported', 'prophet');
}
