/** What went wrong while resolving a time range; every kind surfaces as HTTP 400 upstream. */
export type TimeRangeErrorKind =
  'ambiguous' | 'unparsable' | 'syntax' | 'holiday' | 'order' | 'unenclosed' | 'time_shift';

/**
 * The one error type of the time-range grammar (docs/query-object.md §3.1). The message is the text the
 * API returns verbatim, so it must match the reference wording.
 */
export class TimeRangeError extends Error {
  /** Machine-readable cause, for callers that map errors to types or statuses. */
  readonly kind: TimeRangeErrorKind;

  /** Builds an error of the given kind with the user-facing message. */
  constructor(kind: TimeRangeErrorKind, message: string) {
    super(message);
    this.name = 'TimeRangeError';
    this.kind = kind;
  }
}

/** "7 days" without `ago`/`later` (§3.5 rule 1). */
export function ambiguousTimeError(text: string): TimeRangeError {
  return new TimeRangeError(
    'ambiguous',
    `Time string is ambiguous. Please specify [${text} ago] or [${text} later].`,
  );
}

/** Free text that no supported parser understands (§3.5 rule 3). */
export function unparsableTimeError(text: string): TimeRangeError {
  return new TimeRangeError('unparsable', `Cannot parse time string [${text}]`);
}

/** since > until after every adjustment (§3.1). */
export function timeOrderError(): TimeRangeError {
  return new TimeRangeError('order', 'From date cannot be larger than to date');
}

/** A time comparison (`inherit`, a custom date) needs both bounds (§4.5). */
export function unenclosedRangeError(): TimeRangeError {
  return new TimeRangeError(
    'unenclosed',
    'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
  );
}
