import type { PostProcessingFactory } from '../types.ts';

/** `resample` when both a method and a rule are set; the "zerofill" method is sent as `asfreq` with `fill_value: 0`. */
export const resampleOperator: PostProcessingFactory = (formData) => {
  const isZeroFill = formData.resample_method === 'zerofill';
  const method = isZeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (!method || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: isZeroFill ? 0 : null } };
};
