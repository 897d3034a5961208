// The order state machine (Vendure's order-state, simplified for this shop). Every transition is
// recorded in order_events; anything not listed here is refused.

export type OrderStatus = 'pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'expired' | 'failed';

const TRANSITIONS: Record<OrderStatus, OrderStatus[]> = {
  pending: ['paid', 'failed', 'cancelled', 'expired'],
  // A failed, cancelled or expired payment can be retried: the order takes its stock again.
  failed: ['pending'],
  cancelled: ['pending'],
  expired: ['pending'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Statuses in which the order holds its stock. */
export function holdsStock(status: OrderStatus): boolean {
  return status === 'pending' || status === 'paid' || status === 'shipped' || status === 'delivered';
}

/** The order status a payment status leads to, from pending. */
export function orderStatusForPayment(payment: 'open' | 'paid' | 'failed' | 'canceled' | 'expired'): OrderStatus | null {
  switch (payment) {
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return null;
  }
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Wacht op betaling',
  paid: 'Betaald',
  shipped: 'Verzonden',
  delivered: 'Bezorgd',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
  failed: 'Betaling mislukt',
};
