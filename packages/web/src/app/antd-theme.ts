import type { ThemeConfig } from 'antd';

/**
 * antd's theme, shared by the app (AntProviders) and the build, which writes antd's style sheet for
 * it (build/antd-static-css.ts): the app generates no styles at run time (`zeroRuntime`).
 *
 * Superset's #20a7c9 darkened to #177a93: white on it, and it on white, reach WCAG AA's 4.5:1
 * (the original gives 2.8:1, which Lighthouse flagged on every primary button). Links (antd's
 * default #1677ff, 4.1:1) follow it, and secondary and description text go from 45% to 60-65%
 * black (3.4:1 to 5.7:1 and more).
 */
export const ANTD_THEME = {
  // The sheet's rules carry no hash class, and its component variables sit under this fixed key
  // (a generated key would differ between the build's render and the page's).
  hashed: false,
  cssVar: { key: 'sightline' },
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
} satisfies ThemeConfig;
