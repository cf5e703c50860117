import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { ToastProvider } from '../components/toasts/ToastProvider.tsx';

/**
 * Superset's #20a7c9 darkened to #177a93: white on it, and it on white, reach WCAG AA's 4.5:1
 * (the original gives 2.8:1, which Lighthouse flagged on every primary button). Links (antd's
 * default #1677ff, 4.1:1) follow it, and secondary and description text go from 45% to 60-65%
 * black (3.4:1 to 5.7:1 and more).
 */
const THEME = {
  token: {
    colorPrimary: '#177a93',
    colorLink: '#177a93',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Select placeholders stand in for labels in the filter bars: 55% black (4.7:1), not 25%.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 4,
  },
};

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
