// The shop's one money formatter lives in lib/money.ts (shared with the commerce API); the
// storefront imports it from here.
export { formatAmount, formatPrice } from '../../lib/money';
