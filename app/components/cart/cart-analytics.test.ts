import { describe, expect, it } from 'vitest';
import { lineItem, productItem } from './cart-analytics';

const line = {
  product_id: 12,
  variant_id: 340,
  title: 'Dekbedovertrek Satijn',
  brand: 'Slaapzaak',
  options: ['240x220'],
  price: 3995,
  categories: [{ name: 'Dekbedovertrekken' }],
};

describe('analytics reading of a cart line', () => {
  it('has id, name, parent (id, title), brand, categories, price, quantity, subtotal and variant_id', () => {
    expect(lineItem(line, 2, 1)).toEqual({
      item_id: '12',
      item_name: 'Dekbedovertrek Satijn',
      item_brand: 'Slaapzaak',
      item_variant: '240x220',
      item_category: 'Dekbedovertrekken',
      price: 3995,
      quantity: 2,
      index: 1,
      parent: { id: 12, title: 'Dekbedovertrek Satijn' },
      categories: [{ name: 'Dekbedovertrekken' }],
      variant_id: 340,
      subtotal: 7990,
    });
  });

  it('reads a product added to the cart the same way, its main category as the categories', () => {
    const product = {
      id: 12,
      title: 'Dekbedovertrek Satijn',
      brand: { title: 'Slaapzaak' },
      main_category: { title: 'Dekbedovertrekken' },
    };
    expect(productItem(product, { id: 340, option_values: ['240x220'], price: 3995 }, 2)).toEqual(lineItem(line, 2));
    expect(productItem({ ...product, main_category: null }, { id: 340, option_values: [], price: 3995 }, 1)).toMatchObject({
      categories: [],
      parent: { id: 12 },
    });
  });
});
