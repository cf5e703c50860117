import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { ToastProvider } from '../components/toasts/ToastProvider.tsx';

const THEME = { token: { colorPrimary: '#20a7c9', borderRadius: 4 } };

/**
 * antd's theme and message context, and toasts, around the pages that use antd. They sit below the
 * router, in the lazily loaded shell, so the login page's first load carries no antd code.
 */
export function AntProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={THEME}>
      <AntApp>
        <ToastProvider>{children}</ToastProvider>
      </AntApp>
    </ConfigProvider>
  );
}
