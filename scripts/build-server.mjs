// `npm run build` (after `react-router build`): the Node server and the scripts that run beside it in
// production, compiled from TypeScript into JavaScript in build/server/, so production runs `node` and no
// TypeScript loader (docs/decisions/0055). Packages stay in node_modules (native ones too: argon2, sharp,
// PGlite); only the shop's own code is bundled. `node scripts/build-server.mjs --out <dir>` builds elsewhere.
import { readdir, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const outdir = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'build/server');
// The bundle imports its packages by name: they resolve from the checkout's node_modules only.
if (path.relative(root, outdir).startsWith('..')) throw new Error(`--out ${outdir}: the server build must lie inside ${root}`);

/** What production runs: `node build/server/<name>.js`. */
const entries = {
  server: 'server.ts',
  'expire-orders': 'scripts/expire-orders.ts',
  'remind-abandoned-carts': 'scripts/remind-abandoned-carts.ts',
  'create-owner': 'scripts/create-owner.ts',
  'moderate-reviews': 'scripts/moderate-reviews.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
};

/**
 * A module that finds files beside itself (the migrations, the address table, the storefront build)
 * keeps doing so: its `import.meta.url` becomes its source file's address, computed from where the
 * bundle lies, so build/server and the checkout can move together.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (!contents.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

const started = performance.now();
// The previous server build goes (its chunks have other names); the storefront's index.js and assets stay.
const ours = new RegExp(`^(chunk-[A-Z0-9]+|${Object.keys(entries).join('|')})\\.js(\\.map)?$`);
for (const file of await readdir(outdir).catch(() => [])) if (ours.test(file)) await rm(path.join(outdir, file));
const result = await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Every package is imported from node_modules at run time, as under tsx.
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  plugins: [sourceFileUrls],
});
// `npm ci --omit=dev` installs only `dependencies`: the build fails when the server imports anything else.
// `vite` is imported only by `--dev` (npm run dev runs server.ts under tsx, never this build).
const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const runtime = new Set([...Object.keys(packageJson.dependencies), 'vite']);
const devOnly = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const imported of output.imports)
    if (imported.external && !imported.path.startsWith('node:') && !builtinModules.includes(imported.path)) {
      const name = imported.path
        .split('/')
        .slice(0, imported.path.startsWith('@') ? 2 : 1)
        .join('/');
      if (!runtime.has(name)) devOnly.add(name);
    }
if (devOnly.size) {
  console.error(`server build: imports packages that are not in "dependencies": ${[...devOnly].join(', ')}`);
  process.exit(1);
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
console.log(
  `server build: ${Object.keys(entries).length} entries in ${path.relative(root, outdir) || '.'}/ ` +
    `(${(bytes / 1024).toFixed(0)} KB incl. source maps) in ${Math.round(performance.now() - started)} ms`,
);
