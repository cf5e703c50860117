import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute } from './app/routes.tsx';
import { preloadDashboardChartCode } from './features/dashboard/preload-chart-code.ts';

/** Past this, the app renders its spinner rather than wait on for the first page's chunks. */
const BOOT_WAIT_MS = 3000;

preloadDashboardChartCode(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// The first page's chunks load before the first render, so it renders without suspending
// (routes.tsx, lazyPage); index.html's static spinner shows meanwhile.
void Promise.race([
  preloadRoute(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, BOOT_WAIT_MS)),
]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
