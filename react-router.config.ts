// React Router 8 framework mode (Remix's successor, docs/decisions/0035, 0079). The app directory, SSR and the
// build directory. Middleware, the Vite Environment API build, pass-through requests (the request as it arrived
// reaches loaders and actions, `.data` included: app/lib/page-url.ts gives the page address where the path or
// the whole query matters) and trailing-slash-aware data requests are React Router 8's defaults; route modules
// are split by default (`splitRouteModules`).
// `npm run build:worker` builds the same app for a Workers runtime into build-worker/.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: process.env.SLAAPZAAK_BUILD_TARGET === 'worker' ? 'build-worker' : 'build',
} satisfies Config;
