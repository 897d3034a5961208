import { describe, expect, it } from 'vitest';
import { parseCartForm } from './cart';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe('parseCartForm', () => {
  it('reads an add with whole numbers', () => {
    const r = parseCartForm(form({ intent: 'add', item_id: '12', quantity: '2' }));
    expect(r.ok && r.intent).toEqual({ intent: 'add', item_id: 12, quantity: 2 });
  });
  it.each(['-5', '0', '2.5', 'abc', '100', ''])('refuses quantity %j', (quantity) => {
    const r = parseCartForm(form({ intent: 'add', item_id: '12', quantity }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe('Kies een aantal van 1 tot en met 99.');
  });
  it('asks for a discount code and keeps what was typed', () => {
    const r = parseCartForm(form({ intent: 'apply-discount', discount_code: '   ' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r).toMatchObject({ message: 'Vul een kortingscode in.', field: 'discount_code', values: { discount_code: '   ' } });
  });
  it('refuses an unknown intent', () => {
    const r = parseCartForm(form({ intent: 'hack' }));
    expect(!r.ok && r.message).toBe('Deze actie bestaat niet.');
  });
});
