import { describe, expect, it } from 'vitest';
import { multipartBoundary, parseMultipart } from './multipart.ts';

describe('multipart/form-data text fields', () => {
  it('reads the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryX1')).toBe('----WebKitFormBoundaryX1');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
  });

  it('reads fields with CRLF or LF line ends, empty values and multi-line values', () => {
    const body = [
      '--B', 'Content-Disposition: form-data; name="queryEditor"', '', '{"dbId":1,"sql":"SELECT 1\\nFROM t"}',
      '--B', 'Content-Disposition: form-data; name="empty"', '', '',
      '--B', 'Content-Disposition: form-data; name="multi"', 'Content-Type: text/plain', '', 'line 1', 'line 2',
      '--B--', '',
    ].join('\r\n');
    expect(parseMultipart(body, 'B')).toEqual({ queryEditor: '{"dbId":1,"sql":"SELECT 1\\nFROM t"}', empty: '', multi: 'line 1\r\nline 2' });
    expect(parseMultipart('--B\nContent-Disposition: form-data; name="a"\n\n"x"\n--B--\n', 'B')).toEqual({ a: '"x"' });
  });

  it('skips parts without a name and ignores garbage', () => {
    expect(parseMultipart('--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--', 'B')).toEqual({});
    expect(parseMultipart('no boundary here', 'B')).toEqual({});
    expect(parseMultipart('--B\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--B--', 'B').__proto__).toBe('1');
  });
});
