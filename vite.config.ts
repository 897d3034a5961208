import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import path from 'node:path';
import { precompressAssets } from './scripts/precompress';
import { clientChunks } from './scripts/shared-chunk';

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      // The Node build renders documents with React's Node renderer (app/lib/render-document.ts).
      { find: /^~\/lib\/render-document$/, replacement: path.resolve(__dirname, 'server/render-document.node.ts') },
      { find: '~', replacement: path.resolve(__dirname, 'app') },
    ],
  },
  plugins: [
        remix({
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_lazyRouteDiscovery: true,
            v3_singleFetch: true,
            v3_routeConfig: true,
          },
        }),
        precompressAssets(),
      ],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: clientChunks(__dirname, isSsrBuild),
  },
}));
