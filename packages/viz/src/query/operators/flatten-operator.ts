import type { PostProcessingFactory } from '../types.ts';

/** `flatten`: multi-level column names joined with ", " and the index back as the first column; always emitted. */
export const flattenOperator: PostProcessingFactory = () => ({ operation: 'flatten' });
