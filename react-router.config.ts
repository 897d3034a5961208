// React Router framework mode (Remix's successor, docs/decisions/0035). The app directory, SSR and the
// v8_* future flags that apply here, so the step to React Router 8 is mechanical.
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
  },
} satisfies Config;
