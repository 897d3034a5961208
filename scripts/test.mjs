// `npm test` (issue 38): every check of the project, in groups whose members run side by side, with
// the time each one took at the end. A group starts when the one before it has passed; a failing
// member lets the others of its group finish (so one run shows every failure) and then stops the run.
//
//   1. the route types React Router generates (the type check and the linter read them);
//   2. type check, lint, format check and the production build, side by side (single-threaded
//      tools: on two cores four of them take about half the time they take in a row);
//   3. vitest, then the size budgets of the build, the browser tests and the edge smoke run.
//
// TEST_ONLY=lint,build runs only the named steps (and nothing they would wait for).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @typedef {{ name: string, script: string }} Step */

/** @type {Step[][]} */
const groups = [
  [{ name: 'typegen', script: 'typegen' }],
  [
    { name: 'typecheck', script: 'typecheck:tsc' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'budgets', script: 'test:budgets' }],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'edge', script: 'test:edge' }],
];

const only = process.env.TEST_ONLY?.split(',').filter(Boolean);

/** CPU seconds of this process's finished children (Linux: /proc/self/stat cutime + cstime). */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/** Runs `npm run <script>`, its lines prefixed with the step's name when it shares the terminal. */
function run(step, prefixed) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', step.script], { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${step.name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${step.name}] ${rest}\n`));
      }
    }
    child.on('close', (code, signal) => resolve({ step, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

const results = [];
const startedAll = Date.now();
let failed = false;
for (const group of groups) {
  const steps = only ? group.filter((s) => only.includes(s.name)) : group;
  if (steps.length === 0) continue;
  const cpuBefore = childCpuSeconds();
  const started = Date.now();
  const done = await Promise.all(steps.map((step) => run(step, steps.length > 1)));
  const cpu = childCpuSeconds() - cpuBefore;
  results.push({ names: steps.map((s) => s.name), done, seconds: (Date.now() - started) / 1000, cpu });
  if (done.some((d) => d.code !== 0)) {
    failed = true;
    break;
  }
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
console.log('\nnpm test, per step (wall clock; CPU of the group, children included):');
for (const r of results) {
  const steps = r.done.map((d) => `${d.step.name} ${minutes(d.seconds)}${d.code === 0 ? '' : ' FAILED'}`).join(', ');
  console.log(`  ${minutes(r.seconds).padStart(6)}  cpu ${minutes(r.cpu).padStart(6)}  ${steps}`);
}
console.log(`  ${minutes((Date.now() - startedAll) / 1000).padStart(6)}  in all${failed ? ', FAILED' : ''}`);
process.exit(failed ? 1 : 0);
