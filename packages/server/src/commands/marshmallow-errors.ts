import type { z } from 'zod';

const LENGTH_MESSAGES: Record<string, string> = {
  slice_name: 'Length must be between 1 and 250.',
  viz_type: 'Length must be between 0 and 250.',
};
const TYPE_NAMES: Record<string, string> = {
  number: 'integer',
  int: 'integer',
  array: 'list',
  object: 'mapping',
};

/**
 * Turns zod issues into marshmallow's field messages ("Missing data for required field.",
 * "Unknown field." ...).
 */
export function marshmallowErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, msg: string) => (out[key] ??= []).push(msg);
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_schema';
    switch (issue.code) {
      case 'unrecognized_keys':
        for (const k of issue.keys) add(issue.path.length ? `${key}.${k}` : k, 'Unknown field.');
        break;
      case 'invalid_type':
        if (/received undefined/.test(issue.message)) add(key, 'Missing data for required field.');
        else if (/received null/.test(issue.message)) add(key, 'Field may not be null.');
        else add(key, `Not a valid ${TYPE_NAMES[issue.expected] ?? issue.expected}.`);
        break;
      case 'too_small':
      case 'too_big':
        if (issue.origin !== 'string') add(key, 'Not a valid integer.');
        else
          add(
            key,
            LENGTH_MESSAGES[key] ??
              (issue.code === 'too_big'
                ? `Longer than maximum length ${String(issue.maximum)}.`
                : 'Shorter than minimum length 1.'),
          );
        break;
      case 'invalid_value':
        add(key, `Must be one of: ${issue.values.map(String).join(', ')}.`);
        break;
      case 'invalid_format':
        add(key, issue.format === 'uuid' ? 'Not a valid UUID.' : issue.message);
        break;
      default:
        add(key, issue.message);
    }
  }
  return out;
}
