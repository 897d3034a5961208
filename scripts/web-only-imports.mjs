// Lists imports in the storefront (app/) that tie it to Node: `node:` modules, Node built-ins and
// the project's Node-only packages. app/ must run on a Workers runtime too (docs/decisions/0012);
// Node-only code lives in server.ts, commerce/ and the named platform adapters below.
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Platform adapters that may use Node (none in app/ today: the Node adapter is server.ts). */
export const ADAPTERS = [/^app\/platform\/[^/]+\.node\.tsx?$/];

/** Packages of this project that need Node (sockets, native code, file system, process). */
export const NODE_ONLY_PACKAGES = [
  '@react-router/node',
  '@react-router/express',
  '@hono/node-server',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pg',
  'ioredis',
  'pino',
  'nodemailer',
  'pdf-lib',
  'drizzle-orm',
  'tsx',
  'vite',
];

const builtins = new Set(builtinModules.flatMap((m) => [m, m.split('/')[0]]));
// Static imports/re-exports (group 1: `type` when type-only, erased at build), side-effect imports,
// dynamic import() and require().
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s)?[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/gm;

function bareName(specifier) {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

/** Why importing `specifier` ties code to Node, or null. */
export function forbiddenReason(specifier) {
  if (specifier.startsWith('node:')) return 'a node: module';
  if (specifier.startsWith('.') || specifier.startsWith('~')) return null;
  const bare = bareName(specifier);
  if (builtins.has(bare)) return 'a Node built-in';
  if (NODE_ONLY_PACKAGES.includes(bare)) return 'a Node-only package';
  return null;
}

/** Run-time imports of a module's source (type-only imports and re-exports left out). */
export function importsOf(source) {
  const found = [];
  for (const m of source.matchAll(IMPORT)) {
    if (m[1]) continue;
    found.push(m[2] ?? m[3] ?? m[4] ?? m[5]);
  }
  return found;
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function resolveLocal(root, from, specifier) {
  const base = specifier.startsWith('~/')
    ? path.posix.join('app', specifier.slice(2))
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx|js|mjs)$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/**
 * Every offending import reachable at run time from app/ (following local imports into shared
 * modules such as commerce/schemas), as 'chain: specifier (reason)'. Tests run on Node: skipped.
 */
export function findNodeImports(root) {
  const problems = [];
  const seen = new Set();
  const queue = walk(path.join(root, 'app'))
    .map((f) => path.posix.relative(root, f))
    .filter((f) => /\.(ts|tsx|js|jsx|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) && !/\.d\.ts$/.test(f))
    .map((file) => [file]);
  while (queue.length) {
    const chain = queue.shift();
    const file = chain[chain.length - 1];
    if (seen.has(file) || ADAPTERS.some((pattern) => pattern.test(file))) continue;
    seen.add(file);
    for (const specifier of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      const reason = forbiddenReason(specifier);
      if (reason) problems.push(`${chain.join(' -> ')}: ${specifier} (${reason})`);
      else if (specifier.startsWith('.') || specifier.startsWith('~/')) {
        const target = resolveLocal(root, file, specifier);
        if (target) queue.push([...chain, target]);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = findNodeImports(process.cwd());
  if (problems.length) {
    console.error(`app/ must run on Node and on a Workers runtime; these imports tie it to Node:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('app/ imports only Web-standard code');
}
