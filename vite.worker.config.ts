// Second build target: the storefront for a Workers runtime (workerd / Cloudflare Workers).
// Same routes and client assets as vite.config.ts; the server bundle is self-contained and resolved
// with the worker conditions. worker/build.mjs wraps it with worker/index.ts (docs/decisions/0012).
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import path from 'node:path';
import { clientChunks } from './scripts/shared-chunk.ts';

export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      // React 19's browser renderer schedules its work through a MessageChannel made when the module loads, which
      // this Workers runtime does not have; its edge renderer is the same API on timers (docs/decisions/0079).
      'react-dom/server.browser': 'react-dom/server.edge',
    },
    mainFields: ['browser', 'module', 'main'],
  },
  ssr: {
    target: 'webworker',
    noExternal: true,
    resolve: { conditions: ['workerd', 'worker', 'browser'], externalConditions: ['workerd', 'worker'] },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    // build-worker/ comes from react-router.config.ts (SLAAPZAAK_BUILD_TARGET=worker, worker/build.mjs).
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0, minify: true },
  // The client environment's chunks as in vite.config.ts (React Router builds both environments in one run).
  environments: { client: { build: { rollupOptions: clientChunks(import.meta.dirname) } } },
});
