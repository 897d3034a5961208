// The latency benchmark's search terms (bench/search/run.ts).
import { JUDGED_QUERIES } from './queries';

/**
 * Distinct, realistic search terms: the judged queries, then product type × size × colour, material
 * or property combinations as shoppers type them (some with no such product: the relaxed path), in a
 * fixed shuffled order. No term is searched twice in a run, so no per-term cache can make it cheap.
 */
export function latencyTerms(): string[] {
  const types = [
    'hoeslaken',
    'hoeslakens',
    'dekbed',
    'dekbedovertrek',
    'dekbedhoes',
    'kussen',
    'hoofdkussen',
    'matras',
    'topper',
    'boxspring',
    'molton',
    'laken',
    'badlaken',
    'vloerkleed',
    'kussensloop',
    'plaid',
  ];
  const sizes = [
    '',
    '90x200',
    '140x200',
    '160x200',
    '180 x 200',
    '200x220',
    '240x220',
    '160 bij 200',
    '80x200',
    'tweepersoons',
    'eenpersoons',
  ];
  const extras = [
    '',
    'wit',
    'grijs',
    'blauw',
    'katoen',
    'jersey',
    'percal',
    'satijn',
    'zomer',
    'anti allergie',
    'stevig',
    'traagschuim',
    'wasbaar',
  ];
  const terms = new Set(JUDGED_QUERIES.map((q) => q.q));
  const combos: string[] = [];
  for (const t of types)
    for (const size of sizes)
      for (const x of extras)
        combos.push([x && combos.length % 3 === 0 ? x : '', t, size, x && combos.length % 3 !== 0 ? x : ''].filter(Boolean).join(' '));
  // A fixed pseudo-random order (xorshift), the same every run.
  let seed = 67;
  const random = () => ((seed ^= seed << 13), (seed ^= seed >>> 17), (seed ^= seed << 5), (seed >>> 0) / 2 ** 32);
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [combos[i], combos[j]] = [combos[j]!, combos[i]!];
  }
  for (const c of combos) terms.add(c);
  return [...terms];
}
