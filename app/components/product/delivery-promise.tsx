// The delivery promise the API computed (commerce/delivery/promise.ts, docs/decisions/0053), shown the same way on
// the product page, in the quick view, in the cart and in the checkout. Never computed here.
import type { DeliveryPromise as Promise_ } from '#contract/schemas/delivery';
import { Icon } from '../ui/icon';

export function DeliveryPromise({ promise, className = '' }: { promise: Promise_ | null | undefined; className?: string }) {
  if (!promise) return null;
  return (
    <p className={`delivery delivery-promise delivery-${promise.kind} ${className}`.trim()}>
      <Icon name="truck" size={16} /> {promise.text}
    </p>
  );
}
