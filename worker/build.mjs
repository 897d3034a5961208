// `npm run build:worker`: the storefront for a Workers runtime. Builds the React Router app with
// vite.worker.config.ts into build-worker/{client,server}, then bundles worker/index.ts with the
// server build into one ES module, build-worker/worker.js, and reports its gzip size against the
// platform limit. Static files stay in build-worker/client (the ASSETS binding).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'build-worker/worker.js');
/** Cloudflare Workers: 3 MB (free) / 10 MB (paid) after compression. */
export const LIMIT_FREE = 3 * 1024 * 1024;
export const LIMIT_PAID = 10 * 1024 * 1024;

if (!process.argv.includes('--bundle-only')) {
  const vite = spawnSync('npx', ['react-router', 'build', '--config', 'vite.worker.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SLAAPZAAK_BUILD_TARGET: 'worker' },
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

await build({
  entryPoints: [path.join(root, 'worker/index.ts')],
  outfile: out,
  bundle: true,
  format: 'esm',
  // No Node: a `node:` import or built-in anywhere in the bundle fails the build here.
  platform: 'neutral',
  conditions: ['workerd', 'worker', 'browser'],
  mainFields: ['browser', 'module', 'main'],
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'server-build',
      setup(b) {
        b.onResolve({ filter: /^virtual:slaapzaak\/server-build$/ }, () => ({ path: path.join(root, 'build-worker/server/index.js') }));
      },
    },
    {
      // OpenTelemetry is the Node server's (server/telemetry.ts, docs/decisions/0061); the worker reaches
      // only lib/telemetry.ts's hooks, which stay unset there. An import of the SDK here is a mistake.
      name: 'no-opentelemetry',
      setup(b) {
        b.onResolve({ filter: /^@opentelemetry\// }, (args) => ({
          errors: [{ text: `${args.path} imported by ${path.relative(root, args.importer)}: OpenTelemetry is not for the worker` }],
        }));
      },
    },
  ],
});

const bytes = readFileSync(out);
const gzip = gzipSync(bytes, { level: 9 }).length;
const report = {
  file: path.relative(root, out),
  bytes: bytes.length,
  gzipBytes: gzip,
  limitFreeGzip: LIMIT_FREE,
  limitPaidGzip: LIMIT_PAID,
  shareOfFreeLimit: +(gzip / LIMIT_FREE).toFixed(3),
};
writeFileSync(path.join(root, 'build-worker/size.json'), JSON.stringify(report, null, 2));
console.log(
  `worker bundle: ${(bytes.length / 1024).toFixed(0)} KiB, ${(gzip / 1024).toFixed(0)} KiB gzip = ${(report.shareOfFreeLimit * 100).toFixed(1)}% of the 3 MiB free limit`,
);
if (gzip > LIMIT_FREE) {
  console.error('The worker is over the free plan limit (3 MB compressed).');
  process.exit(1);
}
