import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { ToastProvider } from '../components/toasts/ToastProvider.tsx';
import { ANTD_THEME } from './antd-theme.ts';
// Every antd component's rules for the theme, written at build time (build/antd-static-css.ts).
import 'virtual:antd.css';

/** No CSS-in-JS at run time: the static sheet holds the rules, the provider sets the variables. */
const THEME = { ...ANTD_THEME, zeroRuntime: true };

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
