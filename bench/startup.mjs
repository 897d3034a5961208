// `node bench/startup.mjs [runs=5] [-- <command…>]`: start-up time of the production server, from
// process start to the first 200 of /readyz, on an embedded database that is already seeded (a restart,
// as a supervisor or a deploy does it). Needs `npm run build`. The first, unmeasured start seeds the
// database. Default command: `node build/server/server.js`; e.g. the TypeScript entry under tsx:
//   node bench/startup.mjs 5 -- node --import tsx server.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dash = process.argv.indexOf('--');
const runs = Number(process.argv[2] && process.argv[2] !== '--' ? process.argv[2] : 5);
const command = dash > 0 ? process.argv.slice(dash + 1) : [process.execPath, 'build/server/server.js'];
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), 'slaapzaak-startup-'));

async function start() {
  const began = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_PRODUCTS: '150' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - began;
  child.kill('SIGTERM');
  await exited;
  return ms;
}

try {
  await start();
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await start());
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${command.join(' ')} (node ${process.version} runs the bench): ` +
      `${times.map((t) => Math.round(t)).join(', ')} ms; median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
