import type { AnnotationBody, AnnotationItem } from '../../api/annotation-layer-api.ts';

/** What the annotation modal edits; times are `datetime-local` values (`YYYY-MM-DDTHH:mm[:ss]`, UTC). */
export interface AnnotationFormValues {
  shortDescr: string;
  longDescr: string;
  start: string;
  end: string;
  jsonMetadata: string;
}

export type AnnotationFormErrors = Partial<Record<keyof AnnotationFormValues, string>>;

/** Form values of an annotation, or empty ones for a new annotation. */
export function annotationFormValues(
  item?: Pick<
    AnnotationItem,
    'short_descr' | 'long_descr' | 'start_dttm' | 'end_dttm' | 'json_metadata'
  > | null,
): AnnotationFormValues {
  // datetime-local inputs take no fraction, and the server keeps naive UTC times.
  const local = (dttm: string | undefined) => (dttm ?? '').slice(0, 19).replace(/:00$/, '');
  return {
    shortDescr: item?.short_descr ?? '',
    longDescr: item?.long_descr ?? '',
    start: local(item?.start_dttm),
    end: local(item?.end_dttm),
    jsonMetadata: item?.json_metadata ?? '',
  };
}

/** Client-side checks mirroring the server's rules, so most mistakes show before saving. */
export function annotationFormErrors(v: AnnotationFormValues): AnnotationFormErrors {
  const errors: AnnotationFormErrors = {};
  if (!v.shortDescr.trim()) errors.shortDescr = 'Name is required';
  if (!v.start) errors.start = 'Start date is required';
  if (!v.end) errors.end = 'End date is required';
  // Same-length ISO texts compare as times; pad the optional seconds first.
  const full = (s: string) => (s.length === 16 ? `${s}:00` : s);
  if (v.start && v.end && full(v.end) < full(v.start))
    errors.end = 'End date must be after start date';
  if (v.jsonMetadata.trim()) {
    try {
      JSON.parse(v.jsonMetadata);
    } catch {
      errors.jsonMetadata = 'JSON not valid';
    }
  }
  return errors;
}

/** The request body of a create or update. */
export function annotationBody(v: AnnotationFormValues): AnnotationBody {
  return {
    short_descr: v.shortDescr.trim(),
    long_descr: v.longDescr.trim() ? v.longDescr : null,
    start_dttm: v.start,
    end_dttm: v.end,
    json_metadata: v.jsonMetadata.trim() ? v.jsonMetadata : null,
  };
}

const SERVER_FIELDS: Record<string, keyof AnnotationFormValues> = {
  short_descr: 'shortDescr',
  long_descr: 'longDescr',
  start_dttm: 'start',
  end_dttm: 'end',
  json_metadata: 'jsonMetadata',
};

/** Field messages of a 400/422 `{"message": {field: [msg]}}` body, keyed by form field. */
export function serverFieldErrors(body: unknown): AnnotationFormErrors {
  const message =
    body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (!message || typeof message !== 'object') return {};
  const out: AnnotationFormErrors = {};
  for (const [field, msgs] of Object.entries(message as Record<string, unknown>)) {
    const key = SERVER_FIELDS[field];
    if (key && Array.isArray(msgs) && msgs.length > 0) out[key] = String(msgs[0]);
  }
  return out;
}
