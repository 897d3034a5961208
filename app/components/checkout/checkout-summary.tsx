import type { Cart } from '~/models/cart.server';
import { CartSummary } from '../cart/cart-summary';
import { DeliveryPromise } from '../product/delivery-promise';

/** The order at a glance beside every checkout step. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  return (
    <aside className="checkout-summary" aria-label="Je bestelling">
      <h2>Je bestelling</h2>
      <ul className="summary-lines">
        {cart.items.map((line) => (
          <li key={line.id}>
            <span className="summary-line-title">
              {line.quantity} × {line.title}
              {line.options.length ? <small> · {line.options.join(' · ')}</small> : null}
            </span>
            <DeliveryPromise promise={line.delivery_promise} className="summary-line-delivery" />
          </li>
        ))}
      </ul>
      <CartSummary totals={cart.totals} appliedCode={cart.applied_code} />
    </aside>
  );
}
