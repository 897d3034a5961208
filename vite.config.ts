import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import path from 'node:path';
import { precompressAssets } from './scripts/precompress.ts';
import { clientChunks } from './scripts/shared-chunk.ts';

// React Router builds the client and the server as environments of one Vite build (the Environment
// API, `future.v8_viteEnvironmentApi`, the only build path in React Router 8): what differs between
// them is set per environment, not from `isSsrBuild`.
export default defineConfig({
  resolve: {
    alias: [{ find: '~', replacement: path.resolve(import.meta.dirname, 'app') }],
  },
  plugins: [reactRouter(), precompressAssets()],
  build: {
    // Browsers from 2022 on (Safari 15.4, Chrome 94, Firefox 93): no down-levelled syntax in the
    // first load. Older browsers get the shop as it works without JavaScript.
    target: 'es2022',
    assetsInlineLimit: 0,
    // Terser packs the first load ~2% tighter than esbuild's minifier (bench/README.md, budgets).
    // Vite's minifier plugins read these top-level settings; the server environment turns it off below.
    minify: 'terser',
    // A second compress pass: ~0.3 KB less first-load JavaScript a page (2026-11-26).
    terserOptions: { compress: { passes: 2 } },
  },
  environments: {
    client: { build: { rollupOptions: clientChunks(import.meta.dirname) } },
    ssr: { build: { minify: false } },
  },
});
