import { describe, expect, it } from 'vitest';
import {
  annotationBody,
  annotationFormErrors,
  annotationFormValues,
  serverFieldErrors,
} from './annotation-form.ts';

const item = {
  id: 3,
  short_descr: 'Launch',
  long_descr: null,
  start_dttm: '2024-05-01T10:00:00',
  end_dttm: '2024-05-01T12:30:15',
  json_metadata: '{"a":1}',
};

describe('annotation form', () => {
  it('turns a stored annotation into datetime-local values and back into a body', () => {
    const values = annotationFormValues(item);
    expect(values).toEqual({
      shortDescr: 'Launch',
      longDescr: '',
      start: '2024-05-01T10:00',
      end: '2024-05-01T12:30:15',
      jsonMetadata: '{"a":1}',
    });
    expect(annotationBody(values)).toEqual({
      short_descr: 'Launch',
      long_descr: null,
      start_dttm: '2024-05-01T10:00',
      end_dttm: '2024-05-01T12:30:15',
      json_metadata: '{"a":1}',
    });
    expect(annotationFormValues(null)).toEqual({
      shortDescr: '',
      longDescr: '',
      start: '',
      end: '',
      jsonMetadata: '',
    });
  });

  it('checks required fields, date order and JSON like the server', () => {
    expect(annotationFormErrors(annotationFormValues(null))).toEqual({
      shortDescr: 'Name is required',
      start: 'Start date is required',
      end: 'End date is required',
    });
    const v = {
      shortDescr: 'x',
      longDescr: '',
      start: '2024-05-01T10:00',
      end: '2024-05-01T09:59:59',
      jsonMetadata: '{bad',
    };
    expect(annotationFormErrors(v)).toEqual({
      end: 'End date must be after start date',
      jsonMetadata: 'JSON not valid',
    });
    expect(annotationFormErrors({ ...v, end: '2024-05-01T10:00:00', jsonMetadata: '' })).toEqual(
      {},
    );
  });

  it('maps server field messages onto form fields', () => {
    expect(
      serverFieldErrors({
        message: {
          short_descr: ['Short description must be unique for this layer'],
          start_dttm: ['End date must be after start date'],
        },
      }),
    ).toEqual({
      shortDescr: 'Short description must be unique for this layer',
      start: 'End date must be after start date',
    });
    expect(serverFieldErrors({ message: 'Forbidden' })).toEqual({});
  });
});
