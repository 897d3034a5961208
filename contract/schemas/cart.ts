// The cart as the API answers it (GET/POST /v1/cart…): amounts in cents, computed by the API only.
import { z } from '@hono/zod-openapi';
import { DeliveryMethodSchema, DeliveryPromiseSchema } from './delivery';

/** The most of one line in a cart (docs/requirements/cart.md#data quantity field). */
export const MAX_LINE_QUANTITY = 99;

export const CartLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  variant_id: z.number().int(),
  sku: z.string(),
  title: z.string(),
  url: z.string(),
  brand: z.string(),
  categories: z.array(z.object({ name: z.string() })).openapi({ description: 'Voor analytics: de hoofdcategorie van het product' }),
  thumbnail: z.string().nullable(),
  options: z.array(z.string()),
  quantity: z.number().int(),
  price: z.number().int(),
  price_old: z.number().int().nullable(),
  row_total: z.number().int(),
  stock: z.number().int(),
  available: z.boolean(),
  /** A configured line's choices (the box-spring configurator), or null. */
  custom: z.record(z.unknown()).nullable(),
  delivery_method: DeliveryMethodSchema,
  /** When this line, in this quantity, is delivered if ordered now (docs/decisions/0053); null: cannot be promised. */
  delivery_promise: DeliveryPromiseSchema.nullable(),
});

/**
 * How far the cart is from the cart promo's code (GET /v1/content/cart-promo): measured on the
 * subtotal, as the code's minimum order value is. Null when there is no active cart promo with a
 * code, or its code cannot be used for another reason (expired, used up).
 */
export const PromoProgressSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    /** The code's minimum order value in cents. */
    threshold: z.number().int(),
    remaining: z.number().int(),
    percentage: z.number().int(),
    reached: z.boolean(),
    /** The code is applied to this cart and gives its discount. */
    applied: z.boolean(),
  })
  .openapi({
    description: 'Voortgang naar de code van GET /v1/content/cart-promo (op het subtotaal); null zonder actieve winkelwagenpromo',
  });

export const CartTotalsSchema = z.object({
  total_quantity: z.number().int(),
  sub_total: z.number().int(),
  sub_total_old: z.number().int(),
  sub_total_diff: z.number().int(),
  discounts: z.number().int(),
  shipping_costs: z.number().int(),
  payment_costs: z.number().int(),
  additional_costs: z.number().int(),
  grand_total: z.number().int(),
  total: z.number().int(),
  free_shipping_progress: z.object({
    threshold: z.number().int(),
    remaining: z.number().int(),
    percentage: z.number().int(),
    reached: z.boolean(),
  }),
  promo_progress: PromoProgressSchema.nullable(),
});

export const CartSchema = z
  .object({
    quote_id: z.string(),
    found: z.boolean(),
    items: z.array(CartLineSchema),
    totals: CartTotalsSchema,
    shipping_method: z.string(),
    applied_code: z.string().nullable(),
  })
  .openapi('Cart');

export type CartLine = z.infer<typeof CartLineSchema>;
export type PromoProgress = z.infer<typeof PromoProgressSchema>;
export type CartTotals = z.infer<typeof CartTotalsSchema>;
export type Cart = z.infer<typeof CartSchema>;
