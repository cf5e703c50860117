import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createStore } from './store.ts';
import { ROUTES } from './routes.tsx';

/** The store around the router; antd's providers live in the shell (AntProviders). */
export function App() {
  const [store] = useState(createStore);
  const [router] = useState(() => createBrowserRouter(ROUTES));
  return (
    <Provider store={store}>
      {/* Router updates commit synchronously: in a transition, explore's URL sync could be held back behind chart updates. */}
      <RouterProvider router={router} useTransitions={false} />
    </Provider>
  );
}
