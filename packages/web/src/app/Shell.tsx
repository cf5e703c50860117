import { Suspense } from 'react';
import { Flex, Layout, Result, Spin } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath, useGetCurrentUserQuery } from '../api/auth-api.ts';
import { asApiError, errorMessage } from '../api/api-slice.ts';
import { ErrorAlert } from '../components/ErrorAlert.tsx';
import { AntProviders } from './AntProviders.tsx';
import { NavBar } from './NavBar.tsx';

export function PageSpinner() {
  return (
    <Flex justify="center" style={{ padding: 48 }} data-test="page-loading">
      <Spin size="large" />
    </Flex>
  );
}

/** Layout of every signed-in page, with antd's providers; loaded lazily (routes.tsx). */
export function Shell() {
  return (
    <AntProviders>
      <ShellLayout />
    </AntProviders>
  );
}

/** The navigation bar over the page; sends anonymous visitors to the login page. */
function ShellLayout() {
  const location = useLocation();
  const { data: user, error, isLoading } = useGetCurrentUserQuery();
  if (isLoading) return <PageSpinner />;
  if (asApiError(error)?.status === 401) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (error || !user) {
    return (
      <Result status="error" title="Sightline could not load your session">
        <ErrorAlert message={errorMessage(error)} />
      </Result>
    );
  }
  // standalone=1..3 (explore, dashboards) hides the navigation (docs/charts.md §2).
  const isStandalone = Number(new URLSearchParams(location.search).get('standalone') ?? 0) > 0;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!isStandalone && <NavBar user={user} />}
      <Layout.Content style={{ padding: isStandalone ? 0 : 24 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
