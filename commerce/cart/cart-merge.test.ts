// Property test of how cart lines join at login and restore (planLineMerge): seeded random carts,
// the seed printed on failure so a case can be replayed (STYLE: a seeded random sequence).
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../db/seed/random';
import { MAX_LINE_QUANTITY } from './cart';
import { planLineMerge, type MergeLine } from './cart-merge';

function randomCarts(seed: number): { target: MergeLine[]; incoming: MergeLine[] } {
  const rng = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  // Few variants, so lines of the same variant meet often; stock is the variant's, 0 included.
  const stock = new Map(Array.from({ length: 5 }, (_, i) => [i + 1, rng() < 0.15 ? 0 : int(1, 130)]));
  let nextId = 1;
  const lines = (count: number, uniquePlain: boolean): MergeLine[] => {
    const out: MergeLine[] = [];
    for (let i = 0; i < count; i++) {
      const variantId = int(1, 5);
      const custom = rng() < 0.2 ? { boxconfig_id: `c${int(1, 3)}` } : null;
      if (uniquePlain && custom === null && out.some((l) => l.custom === null && l.variantId === variantId)) continue;
      out.push({ id: nextId++, variantId, quantity: int(1, MAX_LINE_QUANTITY), custom, stock: stock.get(variantId)! });
    }
    return out;
  };
  // A cart holds one plain line per variant; a second incoming line of a variant is allowed anyway.
  return { target: lines(int(0, 6), true), incoming: lines(int(0, 6), rng() < 0.7) };
}

describe('planLineMerge', () => {
  it('adds a guest line to the same variant, within stock and 99, and moves the rest', () => {
    const plan = planLineMerge(
      [{ id: 1, variantId: 7, quantity: 3, custom: null, stock: 10 }],
      [
        { id: 2, variantId: 7, quantity: 9, custom: null, stock: 10 },
        { id: 3, variantId: 8, quantity: 2, custom: null, stock: 0 },
        { id: 4, variantId: 7, quantity: 1, custom: { boxconfig_id: 'x' }, stock: 10 },
      ],
    );
    expect(plan).toEqual({
      updates: [{ line: 1, quantity: 10 }],
      added: [
        { from: 3, quantity: 1 },
        { from: 4, quantity: 1 },
      ],
      absorbed: [2],
    });
  });

  it('holds its promises for 500 random pairs of carts', () => {
    for (let run = 0; run < 500; run++) {
      const seed = 0x5eed + run;
      const { target, incoming } = randomCarts(seed);
      const plan = planLineMerge(target, incoming);
      const context = `seed ${seed}: ${JSON.stringify({ target, incoming, plan })}`;

      // Every incoming line is either added or absorbed, once; no target line goes.
      const accounted = [...plan.added.map((a) => a.from), ...plan.absorbed].sort((a, b) => a - b);
      expect(accounted, context).toEqual(incoming.map((l) => l.id).sort((a, b) => a - b));
      const result = new Map<number, MergeLine>(target.map((l) => [l.id, { ...l }]));
      for (const u of plan.updates) {
        const line = result.get(u.line);
        expect(line, context).toBeDefined();
        expect(u.quantity, context).toBeGreaterThanOrEqual(line!.quantity);
        line!.quantity = u.quantity;
      }
      for (const a of plan.added) result.set(a.from, { ...incoming.find((l) => l.id === a.from)!, quantity: a.quantity });

      for (const line of result.values()) {
        expect(line.quantity, context).toBeGreaterThanOrEqual(1);
        expect(line.quantity, context).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
      }
      for (const variantId of new Set([...target, ...incoming].filter((l) => l.custom === null).map((l) => l.variantId))) {
        const plain = [...result.values()].filter((l) => l.custom === null && l.variantId === variantId);
        // One line per variant, with the sum where it fits, else as much as stock and 99 allow.
        expect(plain, context).toHaveLength(1);
        const held = target.find((l) => l.custom === null && l.variantId === variantId)?.quantity ?? 0;
        const wanted =
          held + incoming.filter((l) => l.custom === null && l.variantId === variantId).reduce((sum, l) => sum + l.quantity, 0);
        const cap = Math.min(MAX_LINE_QUANTITY, Math.max(plain[0]!.stock, 1));
        expect(plain[0]!.quantity, context).toBe(Math.max(held, Math.min(wanted, cap)));
      }
      for (const line of incoming.filter((l) => l.custom !== null)) {
        expect(result.get(line.id)?.quantity, context).toBe(Math.min(line.quantity, MAX_LINE_QUANTITY, Math.max(line.stock, 1)));
      }
    }
  });
});
