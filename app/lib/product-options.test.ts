import { describe, expect, it } from 'vitest';
import { optionChoices, saving, selectedVariant, stockText, variantUrl, type ProductOptionsInput } from './product-options';

const v = (id: number, values: string[], stock = 10, price = 4995) => ({ id, option_values: values, price, price_old: null, stock });

const sizes: ProductOptionsInput = {
  url: '/dekbed-wit.html',
  variant_id: 11,
  options: [{ title: 'Maat', values: [{ title: '140x200' }, { title: '200x200' }, { title: '240x220' }] }],
  variants: [v(11, ['140x200']), v(12, ['200x200'], 0, 5995), v(13, ['240x220'], 3, 6995)],
};

describe('selected variant (?variant=)', () => {
  it('takes the variant named in the URL', () => {
    expect(selectedVariant(sizes, '13')?.id).toBe(13);
  });
  it.each([null, '', '999', 'abc', '12; drop table', '1'.repeat(20)])('falls back to the default variant for %j', (requested) => {
    expect(selectedVariant(sizes, requested)?.id).toBe(11);
  });
  it('falls back to the first variant in stock when the default is unknown', () => {
    expect(selectedVariant({ ...sizes, variant_id: null, variants: [v(1, ['a'], 0), v(2, ['b'], 4)] }, null)?.id).toBe(2);
  });
});

describe('option choices', () => {
  it('links every value to its variant, the default one to the plain URL, and marks sold-out values', () => {
    const [maat] = optionChoices(sizes, sizes.variants[2]!);
    expect(maat!.title).toBe('Maat');
    expect(maat!.choices).toEqual([
      { title: '140x200', variantId: 11, href: '/dekbed-wit.html', selected: false, soldOut: false },
      { title: '200x200', variantId: 12, href: '/dekbed-wit.html?variant=12', selected: false, soldOut: true },
      { title: '240x220', variantId: 13, href: '/dekbed-wit.html?variant=13', selected: true, soldOut: false },
    ]);
  });
  it('shows no picker for a one-size product (a single 0x0 value)', () => {
    const oneSize: ProductOptionsInput = {
      url: '/p.html',
      variant_id: 1,
      options: [{ title: 'Maat', values: [{ title: '0x0' }] }],
      variants: [v(1, ['0x0'])],
    };
    expect(optionChoices(oneSize, oneSize.variants[0]!)).toEqual([]);
  });
  it('hides 0x0 values when more than one option exists', () => {
    const two: ProductOptionsInput = {
      url: '/p.html',
      variant_id: 1,
      options: [
        { title: 'Maat', values: [{ title: '0x0' }, { title: '140x200' }, { title: '160x200' }] },
        { title: 'Kleur', values: [{ title: 'Wit' }, { title: 'Grijs' }] },
      ],
      variants: [
        v(1, ['140x200', 'Wit']),
        v(2, ['140x200', 'Grijs']),
        v(3, ['160x200', 'Wit']),
        v(4, ['160x200', 'Grijs']),
        v(5, ['0x0', 'Wit']),
      ],
    };
    const pickers = optionChoices(two, two.variants[1]!);
    expect(pickers.map((p) => p.choices.map((c) => c.title))).toEqual([
      ['140x200', '160x200'],
      ['Wit', 'Grijs'],
    ]);
    // Choosing 160x200 while Grijs is chosen keeps Grijs.
    expect(pickers[0]!.choices[1]!.variantId).toBe(4);
    expect(pickers[1]!.choices[0]!.variantId).toBe(1);
  });
});

describe('price and stock texts', () => {
  it('computes the saving against the old price', () => {
    expect(saving(3995, 4995)).toEqual({ amount: 1000, percent: 20 });
    expect(saving(3995, null)).toBeNull();
    expect(saving(3995, 3995)).toBeNull();
  });
  it('says how much is in stock', () => {
    expect(stockText(true, 20)).toEqual({ text: 'Op voorraad', level: 'in' });
    expect(stockText(true, 3)).toEqual({ text: 'Nog maar 3 op voorraad', level: 'low' });
    expect(stockText(true, 0)).toEqual({ text: 'Uitverkocht', level: 'out' });
    expect(stockText(false, 9)).toEqual({ text: 'Uitverkocht', level: 'out' });
  });
  it('keeps the default variant on the plain URL', () => {
    expect(variantUrl('/p.html', 1, 1)).toBe('/p.html');
    expect(variantUrl('/p.html', 2, 1)).toBe('/p.html?variant=2');
  });
});
