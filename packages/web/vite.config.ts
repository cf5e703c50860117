import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = 'http://localhost:8088';

/** Serve the SPA for browser page loads of /login/; only API-style requests go to the server. */
const loginProxy: ProxyOptions = {
  target: SERVER,
  changeOrigin: false,
  bypass(req) {
    const accept = req.headers.accept ?? '';
    if (req.method === 'GET' && accept.includes('text/html')) return '/index.html';
    return undefined;
  },
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/login': loginProxy,
      '/logout': { target: SERVER, changeOrigin: false },
      // Legacy non-/api routes: samples and drill to detail.
      '/datasource': { target: SERVER, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Dynamic imports (chart code, pages) load their own imports: Vite's preload helper would add a
    // <link rel=modulepreload> per dependency of each import, which on a 25-chart dashboard cost ~250 ms
    // of main-thread time (measured with bench/dashboard); the entry's preloads in index.html stay.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/,
              priority: 20,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|react-redux|@reduxjs|redux|immer|reselect)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
