// The compiled server (scripts/build-server.mjs, docs/decisions/0055) for tests that start the shop as
// production does, without `npm run build`: each caller gets its own build under build/, which the
// test removes again. Inside the checkout, so the packages resolve from its node_modules.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface CompiledServer {
  /** build/test-server-…/server.js */
  entry: string;
  remove(): void;
}

/** Builds server.ts and the production scripts into a fresh folder; about a second. */
export function buildCompiledServer(): CompiledServer {
  mkdirSync(path.join(repoRoot, 'build'), { recursive: true });
  const dir = mkdtempSync(path.join(repoRoot, 'build', 'test-server-'));
  execFileSync(process.execPath, ['scripts/build-server.mjs', '--out', dir], { cwd: repoRoot, stdio: 'pipe' });
  return { entry: path.join(dir, 'server.js'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
