import { useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toasts/ToastProvider.tsx';
import { createStore } from './store.ts';
import { ROUTES } from './routes.tsx';

const THEME = { token: { colorPrimary: '#20a7c9', borderRadius: 4 } };

/** Providers (store, antd theme and message context, toasts) around the router. */
export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(ROUTES));
  return (
    <Provider store={store}>
      <ConfigProvider theme={THEME}>
        <AntApp>
          <ToastProvider>
            {/* Router updates commit synchronously: in a transition, explore's URL sync could be held back behind chart updates. */}
            <RouterProvider router={router} useTransitions={false} />
          </ToastProvider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
