import { Form, useNavigation } from 'react-router';
import { formatPrice } from '~/lib/money';
import { productItem, trackAddToCart } from './cart-analytics';
import { CsrfField } from '~/components/ui/csrf-field';

interface Variant {
  id: number;
  option_values: string[];
  price: number;
  stock: number;
}

/**
 * The add-to-cart form of a product: a plain POST of item_id (the variant) and quantity to the cart
 * route, which answers with a 303 to the cart. The server decides the price.
 */
export function AddToCartForm({
  product,
  variants,
  available,
  selectedVariantId,
}: {
  product: { id: number; title: string; brand: { title: string }; main_category?: { title: string } | null };
  variants: Variant[];
  available: boolean;
  selectedVariantId?: number;
}) {
  const navigation = useNavigation();
  const adding = navigation.formData?.get('intent') === 'add';
  const orderable = variants.filter((v) => v.stock > 0);
  if (!available || orderable.length === 0) {
    return <p className="not-available">Dit product is op dit moment niet leverbaar.</p>;
  }
  const visible = variants.filter((v) => !(v.option_values.length === 1 && v.option_values[0] === '0x0' && variants.length === 1));
  return (
    <Form
      method="post"
      action="/cart/"
      className="add-to-cart"
      onSubmit={(e) => {
        const form = new FormData(e.currentTarget);
        const variant = variants.find((v) => v.id === Number(form.get('item_id')));
        if (!variant) return;
        trackAddToCart(productItem(product, variant, Number(form.get('quantity')) || 1));
      }}
    >
      <CsrfField />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirectTo" value="/cart/" />
      {visible.length > 1 ? (
        <div className="field">
          <label htmlFor="add-to-cart-variant">Maat</label>
          <select id="add-to-cart-variant" name="item_id" defaultValue={selectedVariantId ?? orderable[0].id} required>
            {variants.map((v) => (
              <option key={v.id} value={v.id} disabled={v.stock <= 0}>
                {v.option_values.join(' · ')} – {formatPrice(v.price)}
                {v.stock <= 0 ? ' (uitverkocht)' : ''}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="item_id" value={orderable[0].id} />
      )}
      <div className="field add-to-cart-quantity">
        <label htmlFor="add-to-cart-quantity">Aantal</label>
        <input
          id="add-to-cart-quantity"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          defaultValue={1}
          required
        />
      </div>
      <button type="submit" className="button button-primary" disabled={adding}>
        {adding ? 'Toevoegen...' : 'In winkelwagen'}
      </button>
    </Form>
  );
}
