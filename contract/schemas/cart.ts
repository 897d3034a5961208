// The cart as the API answers it (GET/POST /v1/cart…): amounts in cents, computed by the API only.

export interface CartLine {
  id: number;
  product_id: number;
  variant_id: number;
  sku: string;
  title: string;
  url: string;
  brand: string;
  /** The product's categories for analytics (SPEC §3 cart line `categories (name)`): its main category. */
  categories: { name: string }[];
  thumbnail: string | null;
  options: string[];
  quantity: number;
  price: number;
  price_old: number | null;
  row_total: number;
  stock: number;
  available: boolean;
  custom: unknown;
}

export interface CartTotals {
  total_quantity: number;
  sub_total: number;
  sub_total_old: number;
  sub_total_diff: number;
  discounts: number;
  shipping_costs: number;
  payment_costs: number;
  additional_costs: number;
  grand_total: number;
  total: number;
  free_shipping_progress: { threshold: number; remaining: number; percentage: number; reached: boolean };
  promo_progress: PromoProgress | null;
}

/**
 * How far the cart is from the cart promo's code (GET /v1/content/cart-promo): measured on the
 * subtotal, as the code's minimum order value is (discountProblem). Null when there is no active
 * cart promo with a code, or its code cannot be used for another reason (expired, used up).
 */
export interface PromoProgress {
  code: string;
  description: string;
  /** The code's minimum order value in cents. */
  threshold: number;
  remaining: number;
  percentage: number;
  reached: boolean;
  /** The code is applied to this cart and gives its discount. */
  applied: boolean;
}

export interface Cart {
  quote_id: string;
  found: boolean;
  items: CartLine[];
  totals: CartTotals;
  shipping_method: string;
  applied_code: string | null;
}
