// `node bench/startup.mjs [runs=5] [-- <command…>]`: start-up time of the production server, from
// process start to the first 200 of /readyz, on an embedded database that is already seeded (a restart,
// as a supervisor or a deploy does it). Needs `npm run build`. The first, unmeasured start seeds the
// database. Default command: `node build/server/server.js`; e.g. the TypeScript entry under tsx:
//   node bench/startup.mjs 5 -- node --import tsx server.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  const cpu = cpuMs(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { ms, cpu };
}

/** CPU time (user + system) the process has used so far, from /proc (Linux; 100 ticks a second): less
 * sensitive than the wall clock to other work on a shared machine. Not its children (tsx's esbuild). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await start();
  const starts = [];
  for (let i = 0; i < runs; i++) starts.push(await start());
  const wall = starts.map((s) => Math.round(s.ms));
  const cpu = starts.map((s) => s.cpu);
  console.log(
    `${command.join(' ')}: to /readyz ${wall.join(', ')} ms (median ${median(wall)} ms); ` +
      `CPU ${cpu.join(', ')} ms (median ${median(cpu)} ms)`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
