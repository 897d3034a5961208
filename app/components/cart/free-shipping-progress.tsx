import { formatPrice } from '~/lib/money';
import type { Cart } from '~/models/cart.server';

/** docs/requirements/cart.md#limits: free shipping from € 100, with a progress bar. */
export function FreeShippingProgress({ progress }: { progress: Cart['totals']['free_shipping_progress'] }) {
  return (
    <div className="free-shipping">
      <p>
        {progress.reached ? (
          <strong>Je bestelling wordt gratis verzonden!</strong>
        ) : (
          <>
            Nog <strong>{formatPrice(progress.remaining)}</strong> tot gratis verzending
          </>
        )}
      </p>
      <progress max={100} value={progress.percentage} aria-label="Voortgang naar gratis verzending">
        {progress.percentage}%
      </progress>
    </div>
  );
}
