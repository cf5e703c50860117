import type { ReactNode } from 'react';

export type ToastType = 'info' | 'success' | 'warning' | 'danger';

/** How long each toast stays, in milliseconds (spec: info 4 s, success 4 s, warning 6 s, danger 8 s). */
export const TOAST_DURATIONS_MS: Record<ToastType, number> = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
};

/** antd message types have no "danger"; it is their "error". */
const ANTD_TYPE: Record<ToastType, 'info' | 'success' | 'warning' | 'error'> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

export interface ToastMessageConfig {
  type: 'info' | 'success' | 'warning' | 'error';
  /** antd durations are in seconds. */
  duration: number;
  content: ReactNode;
  key: string;
}

let toastSeq = 0;

/** The antd message config for one toast. */
export function toastMessageConfig(type: ToastType, content: ReactNode): ToastMessageConfig {
  toastSeq += 1;
  return {
    type: ANTD_TYPE[type],
    duration: TOAST_DURATIONS_MS[type] / 1000,
    content,
    key: `toast-${toastSeq}`,
  };
}
