// React Router framework mode (Remix's successor, docs/decisions/0035). The app directory, SSR and the
// every v8_* future flag of React Router 7.18 (the official path to React Router 8, docs/decisions/0056).
// `npm run build:worker` builds the same app for a Workers runtime into build-worker/.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: process.env.SLAAPZAAK_BUILD_TARGET === 'worker' ? 'build-worker' : 'build',
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // The request as it arrived reaches loaders and actions (`.data`, `_routes`, `index` included):
    // app/lib/page-url.ts gives the page address where the path or the whole query matters.
    v8_passThroughRequests: true,
    // Client and server build as environments of one Vite build (vite.config.ts `environments`).
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
