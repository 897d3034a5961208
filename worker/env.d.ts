// The React Router server build that worker/build.mjs bundles into the worker.
declare module 'virtual:slaapzaak/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}
