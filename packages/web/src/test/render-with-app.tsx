import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore } from '../app/store.ts';
import { ToastProvider } from '../components/toasts/ToastProvider.tsx';

/** Renders with the app's providers: a fresh store, antd's App, toasts and a router. */
export function renderWithApp(ui: ReactElement, path = '/') {
  const store = createStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <AntApp>
          <ToastProvider>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </ToastProvider>
        </AntApp>
      </Provider>,
    ),
  };
}
