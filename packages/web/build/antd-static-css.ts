import type { Plugin } from 'vite';

/** The style sheet AntProviders imports: every antd component's rules for the app's theme. */
export const ANTD_CSS_ID = 'virtual:antd.css';
const RESOLVED_ID = `\0${ANTD_CSS_ID}`;

/**
 * Writes antd's styles for the app's theme (src/app/antd-theme.ts) as one static style sheet, with
 * antd's own extractor (@ant-design/static-style-extract renders every component in Node and
 * collects what its CSS-in-JS would have injected). The app then runs antd with `zeroRuntime`: no
 * style is computed or injected in the page as components first render, which cost 100-200 ms of
 * main-thread time on a dashboard or list page. antd.css from the package would not do: its
 * component variables carry antd's default blue, not the theme's colours.
 */
export function antdStaticCss(): Plugin {
  let css: Promise<string> | null = null;
  return {
    name: 'sightline-antd-static-css',
    resolveId: (id) => (id === ANTD_CSS_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      css ??= extract();
      return css;
    },
  };
}

async function extract(): Promise<string> {
  const [{ extractStyle }, { ConfigProvider }, { createElement }, { ANTD_THEME }] =
    await Promise.all([
      import('@ant-design/static-style-extract'),
      import('antd'),
      import('react'),
      import('../src/app/antd-theme.ts'),
    ]);
  // The extractor renders deprecated components too (Input.Group, List), which warn.
  const warn = console.warn;
  const error = console.error;
  console.warn = () => undefined;
  console.error = () => undefined;
  try {
    return extractStyle((node) => createElement(ConfigProvider, { theme: ANTD_THEME }, node));
  } finally {
    console.warn = warn;
    console.error = error;
  }
}
