import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './build/antd-static-css.ts';

const SERVER = 'http://localhost:8088';

/** The chunks of routes.tsx's lazy pages: src/pages/*Page.tsx, the shell and the embedded route. */
const PAGE_CHUNK = /(?:^|\/)(?:[A-Z]\w*Page|Shell|EmbeddedRoute)-[\w-]+\.js$/;

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

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every built script, style sheet and SVG
 * over 1 KiB, which the server's static handler sends to browsers that accept them
 * (`@fastify/static` `preCompressed`): compressing once at build costs nothing per request.
 * Brotli quality 9 compresses within a few percent of 11 at a tenth of the time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sightline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): void => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (/\.(js|mjs|css|svg|json|html)$/.test(name) && statSync(path).size > 1024) {
            const body = readFileSync(path);
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
            );
            writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      walk(join(outDir, 'assets'));
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json`: each built script's source modules, by path from the repo root
 * (a package's files collapse to `node_modules/<package>`). The split guard test
 * (packages/e2e/src/page-weight.e2e.ts) reads it to name what a page loads.
 */
function chunkModules(): Plugin {
  let repoRoot = '';
  const name = (id: string) => {
    const path = relative(repoRoot, id.replace(/\?.*$/, '')).replaceAll('\\', '/');
    return path.replace(/^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, 'node_modules/$1');
  };
  return {
    name: 'sightline-chunk-modules',
    apply: 'build',
    configResolved(config) {
      repoRoot = resolve(config.root, '../..');
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          map[chunk.fileName] = [...new Set(Object.keys(chunk.modules).map(name))].sort();
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(map, null, 1),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), antdStaticCss(), precompress(), chunkModules()],
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
    // A page's chunk (routes.tsx) brings <link rel=modulepreload> for its whole static graph, so the
    // browser fetches the page's modules in parallel rather than one import depth at a time (seven
    // round trips on a dashboard). Other dynamic imports (chart code) load their own imports: a
    // preload per dependency of each of them cost a 25-chart dashboard ~250 ms of main-thread time
    // (measured with bench/dashboard). The entry's preloads in index.html stay.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || PAGE_CHUNK.test(file) ? deps : [],
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
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
