import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner, Shell } from './Shell.tsx';

/** React.lazy wants a default export; pages keep named ones. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LoginPage = lazyPage(() => import('../pages/LoginPage.tsx'), 'LoginPage');
const DatabaseListPage = lazyPage(() => import('../pages/DatabaseListPage.tsx'), 'DatabaseListPage');
const DatasetListPage = lazyPage(() => import('../pages/DatasetListPage.tsx'), 'DatasetListPage');
const DashboardListPage = lazyPage(() => import('../pages/DashboardListPage.tsx'), 'DashboardListPage');
const DashboardPage = lazyPage(() => import('../pages/DashboardPage.tsx'), 'DashboardPage');
const ChartListPage = lazyPage(() => import('../pages/ChartListPage.tsx'), 'ChartListPage');
const ExplorePage = lazyPage(() => import('../pages/ExplorePage.tsx'), 'ExplorePage');
const SqlLabPage = lazyPage(() => import('../pages/SqlLabPage.tsx'), 'SqlLabPage');
const SavedQueryListPage = lazyPage(() => import('../pages/SavedQueryListPage.tsx'), 'SavedQueryListPage');
const AnnotationLayerListPage = lazyPage(() => import('../pages/AnnotationLayerListPage.tsx'), 'AnnotationLayerListPage');
const QueryHistoryPage = lazyPage(() => import('../pages/QueryHistoryPage.tsx'), 'QueryHistoryPage');
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage');

/** The landing page until there is a home screen. */
const HOME = '/tablemodelview/list/';

export const ROUTES: RouteObject[] = [
  {
    path: '/login/',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={HOME} replace /> },
      { path: '/superset/welcome/', element: <Navigate to={HOME} replace /> },
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
      { path: '/databaseview/list/', element: <DatabaseListPage /> },
      { path: '/tablemodelview/list/', element: <DatasetListPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
