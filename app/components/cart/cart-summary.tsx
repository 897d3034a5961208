import { formatPrice } from '~/lib/money';
import type { Cart } from '~/models/cart.server';

export function CartSummary({ totals, appliedCode }: { totals: Cart['totals']; appliedCode: string | null }) {
  // The VAT note sits after the list: a <dl> may only hold dt/dd groups (axe definition-list).
  return (
    <>
      <dl className="cart-summary">
        <div>
          <dt>
            Subtotaal ({totals.total_quantity} {totals.total_quantity === 1 ? 'artikel' : 'artikelen'})
          </dt>
          <dd>{formatPrice(totals.sub_total)}</dd>
        </div>
        {totals.sub_total_diff > 0 ? (
          <div className="saving">
            <dt>Je bespaart</dt>
            <dd>{formatPrice(totals.sub_total_diff)}</dd>
          </div>
        ) : null}
        {totals.discounts > 0 ? (
          <div className="saving">
            <dt>Korting{appliedCode ? ` (${appliedCode})` : ''}</dt>
            <dd>- {formatPrice(totals.discounts)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Verzendkosten</dt>
          <dd>{totals.shipping_costs === 0 ? 'Gratis' : formatPrice(totals.shipping_costs)}</dd>
        </div>
        {totals.payment_costs > 0 ? (
          <div>
            <dt>Betaalkosten</dt>
            <dd>{formatPrice(totals.payment_costs)}</dd>
          </div>
        ) : null}
        {totals.additional_costs > 0 ? (
          <div>
            <dt>Verzendverzekering</dt>
            <dd>{formatPrice(totals.additional_costs)}</dd>
          </div>
        ) : null}
        <div className="cart-total">
          <dt>Totaal</dt>
          <dd>{formatPrice(totals.grand_total)}</dd>
        </div>
      </dl>
      <p className="vat-note">Inclusief 21% btw</p>
    </>
  );
}
