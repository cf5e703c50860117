import { isValidElement, lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import '../features/embedded/handshake.ts';
import { BootSpinner } from '../components/BootSpinner.tsx';

/** Each lazy page's loader, so the page of the first URL can load while the session is checked. */
const pageLoaders = new Map<unknown, () => Promise<unknown>>();

/**
 * A page loaded on demand. Once its chunk is in, it renders directly, without suspending: a
 * suspended first render shows the fallback, and React then holds the page back until 300 ms after
 * that fallback appeared (its retry throttle), time the user would spend looking at a spinner.
 * main.tsx waits for the first URL's chunks before the first render, so that page never suspends.
 * React.lazy stays for a page first rendered before its chunk arrives. Pages keep named exports.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  let loaded: ComponentType | null = null;
  let loading: Promise<Record<K, ComponentType>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return module;
    }));
  const Lazy = lazy<ComponentType>(async () => ({ default: (await loadOnce())[name] }));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.displayName = `Page(${name})`;
  /** Starts (once) loading the page's chunk. */
  Page.preload = loadOnce;
  pageLoaders.set(Page, loadOnce);
  return Page;
}

// The shell (navigation, antd's providers) is a chunk of its own: the login page does without it.
const Shell = lazyPage(() => import('./Shell.tsx'), 'Shell');
const LoginPage = lazyPage(() => import('../pages/LoginPage.tsx'), 'LoginPage');
const DatabaseListPage = lazyPage(
  () => import('../pages/DatabaseListPage.tsx'),
  'DatabaseListPage',
);
const DatasetListPage = lazyPage(() => import('../pages/DatasetListPage.tsx'), 'DatasetListPage');
const DashboardListPage = lazyPage(
  () => import('../pages/DashboardListPage.tsx'),
  'DashboardListPage',
);
const DashboardPage = lazyPage(() => import('../pages/DashboardPage.tsx'), 'DashboardPage');
const ChartListPage = lazyPage(() => import('../pages/ChartListPage.tsx'), 'ChartListPage');
const ExplorePage = lazyPage(() => import('../pages/ExplorePage.tsx'), 'ExplorePage');
const SqlLabPage = lazyPage(() => import('../pages/SqlLabPage.tsx'), 'SqlLabPage');
const SavedQueryListPage = lazyPage(
  () => import('../pages/SavedQueryListPage.tsx'),
  'SavedQueryListPage',
);
const AnnotationLayerListPage = lazyPage(
  () => import('../pages/AnnotationLayerListPage.tsx'),
  'AnnotationLayerListPage',
);
const QueryHistoryPage = lazyPage(
  () => import('../pages/QueryHistoryPage.tsx'),
  'QueryHistoryPage',
);
const RowLevelSecurityListPage = lazyPage(
  () => import('../pages/RowLevelSecurityListPage.tsx'),
  'RowLevelSecurityListPage',
);
const CssTemplateListPage = lazyPage(
  () => import('../pages/CssTemplateListPage.tsx'),
  'CssTemplateListPage',
);
const TagListPage = lazyPage(() => import('../pages/TagListPage.tsx'), 'TagListPage');
const ActionLogListPage = lazyPage(
  () => import('../pages/ActionLogListPage.tsx'),
  'ActionLogListPage',
);
const AlertReportListPage = lazyPage(
  () => import('../pages/AlertReportListPage.tsx'),
  'AlertReportListPage',
);
const ExecutionLogPage = lazyPage(
  () => import('../pages/ExecutionLogPage.tsx'),
  'ExecutionLogPage',
);
const HomePage = lazyPage(() => import('../pages/HomePage.tsx'), 'HomePage');
const UserListPage = lazyPage(() => import('../pages/UserListPage.tsx'), 'UserListPage');
const RoleListPage = lazyPage(() => import('../pages/RoleListPage.tsx'), 'RoleListPage');
const UserInfoPage = lazyPage(() => import('../pages/UserInfoPage.tsx'), 'UserInfoPage');
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');
const EmbeddedPage = lazyPage(() => import('./EmbeddedRoute.tsx'), 'EmbeddedRoute');

/** The landing page: Superset's Home (welcome) page. */
const HOME = '/superset/welcome/';

export const ROUTES: RouteObject[] = [
  {
    path: '/login/',
    element: (
      <Suspense fallback={<BootSpinner />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    // Framed by a host page through the embedded SDK: no shell, no session; a guest token reads.
    path: '/embedded/:uuid',
    element: (
      <Suspense fallback={<BootSpinner />}>
        <EmbeddedPage />
      </Suspense>
    ),
  },
  {
    element: (
      <Suspense fallback={<BootSpinner />}>
        <Shell />
      </Suspense>
    ),
    children: [
      { index: true, element: <Navigate to={HOME} replace /> },
      { path: '/superset/welcome/', element: <HomePage /> },
      { path: '/users/list/', element: <UserListPage /> },
      { path: '/roles/list/', element: <RoleListPage /> },
      { path: '/user_info/', element: <UserInfoPage /> },
      { path: '/dashboard/list/', element: <DashboardListPage /> },
      { path: '/superset/dashboard/p/:key/', element: <DashboardPage /> },
      { path: '/superset/dashboard/:idOrSlug/', element: <DashboardPage /> },
      { path: '/chart/list/', element: <ChartListPage /> },
      { path: '/explore/', element: <ExplorePage /> },
      { path: '/superset/explore/', element: <ExplorePage /> },
      { path: '/superset/explore/p/:key/', element: <ExplorePage /> },
      { path: '/sqllab/', element: <SqlLabPage /> },
      { path: '/sqllab/p/:key/', element: <SqlLabPage /> },
      { path: '/sqllab/history/', element: <QueryHistoryPage /> },
      { path: '/savedqueryview/list/', element: <SavedQueryListPage /> },
      { path: '/annotationlayer/list/', element: <AnnotationLayerListPage /> },
      { path: '/rowlevelsecurity/list/', element: <RowLevelSecurityListPage /> },
      { path: '/csstemplatemodelview/list/', element: <CssTemplateListPage /> },
      { path: '/superset/tags/', element: <TagListPage /> },
      { path: '/actionlog/list/', element: <ActionLogListPage /> },
      { path: '/alert/list/', element: <AlertReportListPage /> },
      { path: '/report/list/', element: <AlertReportListPage /> },
      { path: '/alert/:id/log', element: <ExecutionLogPage /> },
      { path: '/report/:id/log', element: <ExecutionLogPage /> },
      { path: '/databaseview/list/', element: <DatabaseListPage /> },
      { path: '/tablemodelview/list/', element: <DatasetListPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The lazy component a route renders, looking through its <Suspense> wrapper. */
function routeComponent(element: unknown): unknown {
  if (!isValidElement<{ children?: unknown }>(element)) return undefined;
  return element.type === Suspense ? routeComponent(element.props.children) : element.type;
}

/**
 * Starts loading the chunks of `pathname` (the shell's and the page's) at boot, in parallel with
 * each other and with the session check; settles when they are in (or failed: the page's own
 * render then retries and shows the error).
 */
export function preloadRoute(pathname: string): Promise<void> {
  const loads = (matchRoutes(ROUTES, pathname) ?? []).map((match) =>
    pageLoaders.get(routeComponent(match.route.element))?.(),
  );
  return Promise.allSettled(loads).then(() => undefined);
}
