import { describe, expect, it } from 'vitest';
import { TOAST_DURATIONS_MS, toastMessageConfig } from './toast-config.ts';

describe('toast durations', () => {
  it('follow the spec: info 4 s, success 4 s, warning 6 s, danger 8 s', () => {
    expect(TOAST_DURATIONS_MS).toEqual({ info: 4000, success: 4000, warning: 6000, danger: 8000 });
  });

  it('map to antd message types and second-based durations', () => {
    expect(toastMessageConfig('info', 'x')).toMatchObject({ type: 'info', duration: 4 });
    expect(toastMessageConfig('success', 'x')).toMatchObject({ type: 'success', duration: 4 });
    expect(toastMessageConfig('warning', 'x')).toMatchObject({ type: 'warning', duration: 6 });
    expect(toastMessageConfig('danger', 'x')).toMatchObject({ type: 'error', duration: 8 });
  });

  it('gives every toast its own key so equal texts do not replace each other', () => {
    expect(toastMessageConfig('info', 'x').key).not.toBe(toastMessageConfig('info', 'x').key);
  });
});
