// How hard the long random tests push (docs/decisions/0049): `npm test` runs them at a CI size, so the suite
// stays within its 25 minutes on the project's 2-core machine; `npm run test:deep` (TEST_DEPTH=deep)
// runs the fuller size, for a nightly run or before a release. A test's own variable (e.g.
// REFUND_API_RUNS) still overrides both, for a hunt by hand.

/** 'deep' under `npm run test:deep`, 'ci' otherwise. */
export const testDepth: 'ci' | 'deep' = process.env.TEST_DEPTH === 'deep' ? 'deep' : 'ci';

/**
 * The number of runs (fast-check numRuns, fuzz iterations, random sequences) for this depth:
 * `override` (a test's own environment variable) when set, else `ci` or `deep`.
 */
export function depthRuns(sizes: { ci: number; deep: number }, override?: string): number {
  if (override !== undefined && override !== '') {
    const n = Number(override);
    if (Number.isInteger(n) && n > 0) return n;
    throw new Error(`not a run count: ${override}`);
  }
  return testDepth === 'deep' ? sizes.deep : sizes.ci;
}
