import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { App } from 'antd';
import { ToastContext } from './toast-context.ts';
import type { Toasts } from './toast-context.ts';
import { toastMessageConfig } from './toast-config.ts';
import type { ToastType } from './toast-config.ts';

/** Provides useToasts(); must sit inside antd's <App> so messages pick up the theme. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const toasts = useMemo<Toasts>(() => {
    const add = (type: ToastType) => (text: string) => {
      const content = (
        <span data-test="toast" data-toast-type={type}>
          {text}
        </span>
      );
      void message.open(toastMessageConfig(type, content));
    };
    return {
      addInfoToast: add('info'),
      addSuccessToast: add('success'),
      addWarningToast: add('warning'),
      addDangerToast: add('danger'),
    };
  }, [message]);
  return <ToastContext.Provider value={toasts}>{children}</ToastContext.Provider>;
}
