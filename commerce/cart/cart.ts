// The cart: lines, discount code and totals. Every amount is computed here from catalogue prices in
// cents; what a client posts is only a wish (a variant and a quantity).
import { deliveryPromise } from '../delivery/promise';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands, cartItems, carts, categories, contentEntries, discountCodes, productImages, products, variants } from '../db/schema';
import { paymentMethod, SHIPPING_INSURANCE, SHIPPING_METHODS, shippingMethodOf } from '../checkout/checkout-options';
import {
  cartTotalsOf,
  CREW_DELIVERY_RATE,
  FREE_SHIPPING_THRESHOLD,
  lineTotal,
  progressToward,
  servicesTotalOf,
  subTotalOf,
} from '../pricing/pricing';
import { MAX_LINE_QUANTITY, type Cart, type CartLine, type CartTotals, type PromoProgress } from '#contract/schemas/cart';
import { CommerceProblem } from '../problem';
import { discountProblem, type DiscountCode } from '../discounts/codes';

export { MAX_LINE_QUANTITY };
export type { CartLine, CartTotals, PromoProgress, Cart };

export { FREE_SHIPPING_THRESHOLD };
export const STANDARD_SHIPPING = SHIPPING_METHODS[0].price;

export class CartError extends CommerceProblem<400 | 404 | 409> {
  constructor(message: string, status: 400 | 404 | 409 = 400, field?: string) {
    super(message, status, field);
  }
}

export interface TotalsOptions {
  shippingMethod?: string;
  paymentMethod?: string | null;
  /** The shopper chose shipping insurance (SHIPPING_INSURANCE, an additional cost). */
  shippingInsurance?: boolean;
  now?: Date;
  /** The discount code of the active cart promo, for promo_progress. */
  promoCode?: DiscountCode | null;
  /** The crew's services chosen at the shipping step, in cents incl. BTW (servicesTotalOf). */
  services?: number;
  /** The cart has a crew-delivered line: the crew's rate replaces the parcel carrier's (CREW_DELIVERY_RATE). */
  crew?: boolean;
}

/** Totals of docs/requirements/cart.md#data from lines, an optional discount code and the checkout choices; the sums are pricing.ts's. */
export function computeTotals(
  lines: Pick<CartLine, 'quantity' | 'price' | 'price_old'>[],
  code: DiscountCode | null,
  {
    shippingMethod = 'postnl',
    paymentMethod: payment = null,
    shippingInsurance = false,
    now = new Date(),
    promoCode = null,
    services = 0,
    crew = false,
  }: TotalsOptions = {},
): CartTotals {
  const usable = code && discountProblem(code, subTotalOf(lines), now) === null ? code : null;
  const totals = cartTotalsOf(lines, usable, {
    shipping: crew
      ? { price: CREW_DELIVERY_RATE, standard: CREW_DELIVERY_RATE }
      : { price: shippingMethodOf(shippingMethod).price, standard: STANDARD_SHIPPING },
    payment: paymentMethod(payment)?.price_incl ?? 0,
    insurance: shippingInsurance ? SHIPPING_INSURANCE.price_incl : 0,
    services,
  });
  return { ...totals, promo_progress: promoProgress(promoCode, totals.sub_total, usable, now) };
}

function promoProgress(promo: DiscountCode | null, subTotal: number, usable: DiscountCode | null, now: Date): PromoProgress | null {
  if (!promo) return null;
  // Only the threshold may stand between the cart and the code; any other problem hides the promo.
  if (discountProblem(promo, Number.MAX_SAFE_INTEGER, now) !== null) return null;
  const { threshold, remaining, percentage, reached } = progressToward(subTotal, promo.minOrderValue);
  return {
    code: promo.code,
    description: promo.description,
    threshold,
    remaining,
    percentage,
    reached,
    applied: usable?.code === promo.code,
  };
}

/** The discount code the active cart promo advertises (content entry 'cart-promo'), if any. */
const activeCartPromoCode = sql`(select ${contentEntries.data}->>'code' from ${contentEntries} where ${contentEntries.key} = 'cart-promo' and ${contentEntries.data}->>'active' = 'true')`;

const QUOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isQuoteId(value: unknown): value is string {
  return typeof value === 'string' && QUOTE_ID.test(value);
}

export function emptyCart(quoteId: string, found: boolean): Cart {
  return { quote_id: quoteId, found, items: [], totals: computeTotals([], null), shipping_method: 'postnl', applied_code: null };
}

/** A cart's lines with what the page shows of their product, in the order they were added. */
function cartLineRows(db: Db, quoteId: string) {
  return db
    .select({
      id: cartItems.id,
      product_id: cartItems.productId,
      variant_id: cartItems.variantId,
      quantity: cartItems.quantity,
      custom: cartItems.custom,
      unit_price: cartItems.unitPrice,
      sku: variants.sku,
      options: variants.optionValues,
      // A configured line keeps the price the server computed from its configuration.
      price: sql<number>`coalesce(${cartItems.unitPrice}, ${variants.price})`.mapWith(Number),
      price_old: sql<number | null>`case when ${cartItems.unitPrice} is null then ${variants.priceOld} end`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      stock: variants.stock,
      title: products.title,
      slug: products.slug,
      available: products.available,
      lead_time_days: products.leadTimeDays,
      delivery_method: products.deliveryMethod,
      brand: brands.title,
      category: categories.title,
      thumbnail: productImages.url,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.mainCategoryId))
    .leftJoin(productImages, and(eq(productImages.productId, cartItems.productId), eq(productImages.position, 0)))
    .where(eq(cartItems.cartId, quoteId))
    .orderBy(asc(cartItems.id));
}

type CartLineRow = Awaited<ReturnType<typeof cartLineRows>>[number];

/** The cart's applied code and the cart promo's code, in one query. */
async function cartCodes(db: Db, appliedCode: string | null): Promise<{ code: DiscountCode | null; promoCode: DiscountCode | null }> {
  const codes = await db
    .select({ row: discountCodes, promo: sql<boolean>`${discountCodes.code} = ${activeCartPromoCode}` })
    .from(discountCodes)
    .where(
      appliedCode
        ? or(eq(discountCodes.code, appliedCode), sql`${discountCodes.code} = ${activeCartPromoCode}`)
        : sql`${discountCodes.code} = ${activeCartPromoCode}`,
    );
  const code = appliedCode ? (codes.find((c) => c.row.code === appliedCode)?.row ?? null) : null;
  return { code, promoCode: codes.find((c) => c.promo === true)?.row ?? null };
}

/** A line row as the cart answer shows it. */
function cartLineOf(l: CartLineRow, now: Date): CartLine {
  return {
    id: l.id,
    product_id: l.product_id,
    variant_id: l.variant_id,
    sku: l.sku,
    title: l.title,
    url: `/${l.slug}.html`,
    brand: l.brand,
    categories: l.category ? [{ name: l.category }] : [],
    // A configured boxspring (priced by the server, so its payload is the server's) shows its choices and scene.
    thumbnail: (l.unit_price !== null ? configuredLine(l.custom)?.image_url : null) ?? l.thumbnail,
    options:
      (l.unit_price !== null ? configuredLine(l.custom)?.summary.map((s) => `${s.title}: ${s.value}`) : null) ??
      l.options.filter((o) => o !== '0x0'),
    quantity: l.quantity,
    price: l.price,
    price_old: l.price_old,
    row_total: lineTotal(l.price, l.quantity),
    stock: l.stock,
    available: l.available,
    custom: (l.custom ?? null) as Record<string, unknown> | null,
    delivery_method: l.delivery_method,
    // The same promise as on the product page (commerce/delivery/promise.ts), for this line's quantity.
    delivery_promise: l.available
      ? deliveryPromise({ stock: l.stock, quantity: l.quantity, leadTimeDays: l.lead_time_days, method: l.delivery_method }, now)
      : null,
  };
}

/** The cart; `now` is the instant its lines' delivery promises are made for (promiseNow of the config). */
export async function getCart(db: Db, quoteId: string | null, now: Date = new Date()): Promise<Cart> {
  if (!quoteId || !isQuoteId(quoteId)) return emptyCart(quoteId && isQuoteId(quoteId) ? quoteId : '', false);
  const [cart] = await db.select().from(carts).where(eq(carts.id, quoteId));
  if (!cart) return emptyCart(quoteId, false);
  const items = (await cartLineRows(db, quoteId)).map((row) => cartLineOf(row, now));
  const { code, promoCode } = await cartCodes(db, cart.appliedCode);
  const checkout = (cart.checkout ?? {}) as {
    payment?: { method?: string };
    shippingInsurance?: boolean;
    delivery?: { assembly?: boolean; takeback?: boolean; takeback_pieces?: number; floors?: number } | null;
  };
  const shippingMethod = cart.shippingMethod ?? 'postnl';
  return {
    quote_id: quoteId,
    found: true,
    items,
    totals: computeTotals(items, code, {
      shippingMethod,
      paymentMethod: checkout.payment?.method ?? null,
      shippingInsurance: checkout.shippingInsurance === true,
      promoCode,
      // The crew's services only for a cart that still has a crew-delivered line (docs/decisions/0059).
      services:
        checkout.delivery && items.some((i) => i.delivery_method === 'crew')
          ? servicesTotalOf({
              assembly: checkout.delivery.assembly === true,
              takeback: checkout.delivery.takeback === true,
              takeback_pieces: checkout.delivery.takeback_pieces,
              floors: checkout.delivery.floors,
            })
          : 0,
      crew: items.some((i) => i.delivery_method === 'crew'),
    }),
    shipping_method: shippingMethod,
    applied_code: cart.appliedCode,
  };
}

/** The server-written part of a configured line's custom payload, when the line is one. */
function configuredLine(custom: unknown): { image_url: string; summary: { title: string; value: string }[] } | null {
  const c = custom as { boxconfig_id?: unknown; image_url?: unknown; summary?: unknown } | null;
  return c && typeof c.boxconfig_id === 'string' && typeof c.image_url === 'string' && Array.isArray(c.summary)
    ? { image_url: c.image_url, summary: c.summary as { title: string; value: string }[] }
    : null;
}

async function ensureCart(db: Db, quoteId: string | null, customerId: number | null): Promise<string> {
  if (quoteId && isQuoteId(quoteId)) {
    const [existing] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, quoteId));
    if (existing) return existing.id;
  }
  const id = randomUUID();
  await db.insert(carts).values({ id, customerId });
  return id;
}

async function touch(db: Db, quoteId: string) {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, quoteId));
}

function stockMessage(stock: number): string {
  return stock <= 0 ? 'Dit product is niet meer op voorraad.' : `Er ${stock === 1 ? 'is' : 'zijn'} nog maar ${stock} op voorraad.`;
}

/** Adds a variant; the same variant without a configuration adds to its existing line. */
export async function addItem(
  db: Db,
  quoteId: string | null,
  variantId: number,
  quantity: number,
  custom: unknown = null,
  customerId: number | null = null,
  /** Set only by the server for a configured line (commerce/cart/configurator.ts). */
  unitPrice: number | null = null,
  now: Date = new Date(),
): Promise<Cart> {
  const [variant] = await db
    .select({ id: variants.id, productId: variants.productId, stock: variants.stock, available: products.available })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, variantId));
  if (!variant) throw new CartError('Dit product bestaat niet (meer).', 404, 'item_id');
  if (!variant.available) throw new CartError('Dit product is op dit moment niet leverbaar.', 409, 'item_id');
  const id = await ensureCart(db, quoteId, customerId);
  const [existing] =
    custom === null
      ? await db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.cartId, id), eq(cartItems.variantId, variantId), sql`${cartItems.custom} is null`))
      : [];
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > MAX_LINE_QUANTITY)
    throw new CartError(`Je kunt hoogstens ${MAX_LINE_QUANTITY} stuks van een product bestellen.`, 400, 'quantity');
  if (wanted > variant.stock) throw new CartError(stockMessage(variant.stock - (existing?.quantity ?? 0)), 409, 'quantity');
  if (existing) await db.update(cartItems).set({ quantity: wanted }).where(eq(cartItems.id, existing.id));
  else await db.insert(cartItems).values({ cartId: id, productId: variant.productId, variantId, quantity, custom, unitPrice });
  await touch(db, id);
  return getCart(db, id, now);
}

export async function updateItem(db: Db, quoteId: string, lineId: number, quantity: number, now: Date = new Date()): Promise<Cart> {
  const [line] = await db
    .select({ id: cartItems.id, stock: variants.stock })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, quoteId)));
  if (!line) throw new CartError('Dit artikel staat niet (meer) in je winkelwagen.', 404, 'item_id');
  if (quantity > line.stock) throw new CartError(stockMessage(line.stock), 409, 'quantity');
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
  await touch(db, quoteId);
  return getCart(db, quoteId, now);
}

export async function removeItem(db: Db, quoteId: string, lineId: number, now: Date = new Date()): Promise<Cart> {
  await db.delete(cartItems).where(and(eq(cartItems.id, lineId), eq(cartItems.cartId, quoteId)));
  await touch(db, quoteId);
  return getCart(db, quoteId, now);
}

export async function applyDiscount(db: Db, quoteId: string, rawCode: string, now: Date = new Date()): Promise<Cart> {
  const code = rawCode.trim().toUpperCase();
  const [found] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!found) throw new CartError('Deze kortingscode bestaat niet.', 400, 'discount_code');
  const cart = await getCart(db, quoteId);
  if (!cart.found || cart.items.length === 0) throw new CartError('Je winkelwagen is nog leeg.', 400, 'discount_code');
  const problem = discountProblem(found, cart.totals.sub_total);
  if (problem) throw new CartError(problem, 400, 'discount_code');
  await db
    .update(carts)
    .set({ appliedCode: found.code, updatedAt: sql`now()` })
    .where(eq(carts.id, quoteId));
  return getCart(db, quoteId, now);
}

export async function removeDiscount(db: Db, quoteId: string, now: Date = new Date()): Promise<Cart> {
  await db
    .update(carts)
    .set({ appliedCode: null, updatedAt: sql`now()` })
    .where(eq(carts.id, quoteId));
  return getCart(db, quoteId, now);
}

// Merging carts at login and copying a restored cart's lines: cart-merge.ts.
