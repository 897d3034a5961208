// `npm start`: builds the shop (`npm run build`: the storefront and the compiled server) when the build
// is missing or older than its sources, then serves it with `node build/server/server.js` (database
// created, migrated and seeded on first start by server.ts).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storefrontEntry = path.join(root, 'build/server/index.js');
const serverEntry = path.join(root, 'build/server/server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'public', 'commerce', 'contract', 'lib', 'server', 'server.ts', 'vite.config.ts', 'package-lock.json']
  .map((p) => path.join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
const built = [storefrontEntry, serverEntry].every((file) => existsSync(file) && statSync(file).mtimeMs >= sourceTime);
if (!built) {
  console.log('Building the shop…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Node itself, not npm: SIGTERM reaches the server, which shuts down gracefully.
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
