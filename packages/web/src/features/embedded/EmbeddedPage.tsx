import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Flex, Result, Spin, theme as antdTheme } from 'antd';
import type { ThemeConfig } from 'antd';
import { useLocation, useParams } from 'react-router';
import { errorMessage } from '../../api/api-slice.ts';
import {
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardQuery,
} from '../../api/dashboard-api.ts';
import { guestToken, setGuestToken } from '../../api/guest-token.ts';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { parseDashboardUrl } from '../dashboard/dashboard-url.ts';
import { useGetEmbeddedByUuidQuery } from './embedded-api.ts';
import { hostPort } from './handshake.ts';
import { Switchboard } from './switchboard.ts';

type ThemeMode = 'default' | 'dark' | 'system';
interface HostTheme {
  config: Record<string, unknown> | null;
  mode: ThemeMode;
}

/** The antd theme of a host's theme config (Superset's `{theme_default, theme_dark}` or one theme). */
function antdThemeOf({ config, mode }: HostTheme): ThemeConfig | undefined {
  if (!config && mode === 'default') return undefined;
  const dark =
    mode === 'dark' ||
    (mode === 'system' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  const pick = (dark ? (config?.theme_dark ?? config?.theme_default) : config?.theme_default) as
    Record<string, unknown> | undefined;
  const chosen = pick ?? config ?? {};
  const token = chosen.token && typeof chosen.token === 'object' ? chosen.token : {};
  return {
    token: token as ThemeConfig['token'],
    ...(dark ? { algorithm: antdTheme.darkAlgorithm } : {}),
  };
}

/**
 * Speaks the embedded SDK's protocol over the host's port: takes the guest token (and its
 * refreshes), answers getScrollSize, takes theme configs; the other SDK getters answer plainly.
 */
function useHostSwitchboard(onToken: () => void, onTheme: (t: Partial<HostTheme>) => void) {
  useEffect(() => {
    let cancelled = false;
    void hostPort().then((port) => {
      if (cancelled) return;
      const board = new Switchboard(port);
      board.defineMethod('guestToken', (args) => {
        const token = (args as { guestToken?: unknown } | undefined)?.guestToken;
        if (typeof token !== 'string' || token === '') return;
        setGuestToken(token);
        onToken();
      });
      board.defineMethod('getScrollSize', () => ({
        width: document.body.scrollWidth,
        height: document.body.scrollHeight,
      }));
      board.defineMethod('setThemeConfig', (args) => {
        const config = (args as { themeConfig?: unknown } | undefined)?.themeConfig;
        if (config && typeof config === 'object')
          onTheme({ config: config as HostTheme['config'] });
      });
      board.defineMethod('setThemeMode', (args) => {
        const mode = (args as { mode?: unknown } | undefined)?.mode;
        if (mode === 'default' || mode === 'dark' || mode === 'system') onTheme({ mode });
      });
      board.defineMethod('getActiveTabs', () => []);
      board.defineMethod('getDataMask', () => ({}));
      board.defineMethod('getChartStates', () => ({}));
      board.defineMethod('getChartDataPayloads', () => ({}));
      board.defineMethod('getDashboardPermalink', () => window.location.href);
    });
    return () => {
      cancelled = true;
    };
  }, [onToken, onTheme]);
}

function Waiting() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-test="embedded-loading">
      <Spin size="large" />
    </Flex>
  );
}

/** The dashboard of an embedding, read with the guest token; `show_filters=false` hides the bar. */
function EmbeddedDashboard({ uuid }: { uuid: string }) {
  const location = useLocation();
  const embedded = useGetEmbeddedByUuidQuery(uuid);
  const id = embedded.data?.dashboard_id ?? '';
  const skip = { skip: !id };
  const detail = useGetDashboardQuery(id, skip);
  const charts = useGetDashboardChartsQuery(id, skip);
  const datasets = useGetDashboardDatasetsQuery(id, skip);
  const params = useMemo(() => {
    const parsed = parseDashboardUrl(location.search);
    const showFilters = new URLSearchParams(location.search).get('show_filters');
    // standalone 3 is the dashboard without its filter bar; title and controls keep uiConfig's say.
    return showFilters === 'false' || showFilters === '0'
      ? { ...parsed, standalone: 3 as const }
      : parsed;
  }, [location.search]);
  const error = embedded.error ?? detail.error ?? charts.error;
  if (error)
    return <Result status="error" title={errorMessage(error)} data-test="embedded-error" />;
  if (!detail.data || !charts.data) return <Waiting />;
  return (
    <Dashboard
      key={`${detail.data.id}:${detail.data.changed_on}`}
      detail={detail.data}
      charts={charts.data}
      datasets={datasets.data ?? []}
      params={params}
    />
  );
}

/** /embedded/<uuid>: the page the embedded SDK frames; nothing is read before the guest token. */
export function EmbeddedPage() {
  const { uuid = '' } = useParams();
  // How many guest tokens the host has handed over (the first one, then each refresh).
  const [tokens, setTokens] = useState(() => (guestToken() !== null ? 1 : 0));
  const [hostTheme, setHostTheme] = useState<HostTheme>({ config: null, mode: 'default' });
  const onToken = useMemo(() => () => setTokens((n) => n + 1), []);
  const onTheme = useMemo(
    () => (t: Partial<HostTheme>) => setHostTheme((prev) => ({ ...prev, ...t })),
    [],
  );
  useHostSwitchboard(onToken, onTheme);
  const themed = antdThemeOf(hostTheme);
  const page = (
    <div data-test="embedded-page" data-guest-tokens={tokens} style={{ padding: 8 }}>
      {tokens > 0 ? <EmbeddedDashboard uuid={uuid} /> : <Waiting />}
    </div>
  );
  return themed ? <ConfigProvider theme={themed}>{page}</ConfigProvider> : page;
}
