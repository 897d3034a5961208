// The shop's data model. Money is integer euro cents including 21% BTW.
// SQL here must run on PostgreSQL 15 and on PGlite (PostgreSQL 18).
// This file describes the database the migrations build, index for index, so that `drizzle-kit
// generate` (README "Database migrations") writes only real changes. What Drizzle cannot state stays in
// the SQL migrations alone: the pg_trgm extension, the audit_log triggers, products.search_vector (a
// generated tsvector that only search SQL reads; declaring it would add it to every select of a
// product) with its GIN index, and product_facets_product_key_idx (an INCLUDE index).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A catalogue route: text page, category overview (cop) or product overview (pop). */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    /** Full path without slashes at either end, e.g. `boxspring/boxspring-kopen`. */
    path: text('path').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    kind: text('kind', { enum: ['textpage', 'cop', 'pop'] }).notNull(),
    parentId: integer('parent_id'),
    numberOfFilters: integer('number_of_filters').notNull().default(3),
    /** Sanitised HTML shown on text pages and under overview headers. */
    descriptionHtml: text('description_html').notNull().default(''),
    image: text('image'),
    isAction: boolean('is_action').notNull().default(false),
    position: integer('position').notNull().default(0),
    metaDescription: text('meta_description'),
  },
  (t) => [
    uniqueIndex('categories_path_uq').on(t.path),
    index('categories_parent_idx').on(t.parentId),
    index('categories_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug), index('brands_title_trgm').using('gin', sql`lower(${t.title}) gin_trgm_ops`)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    brandId: integer('brand_id').notNull(),
    mainCategoryId: integer('main_category_id').notNull(),
    /** Product type used for illustrations and guided selling: dekbedovertrek, dekbed, hoeslaken, … */
    productType: text('product_type').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    delivery: text('delivery'),
    /** Werkdagen the supplier needs for a made-to-order product (commerce/delivery/promise.ts); null: sold from stock. */
    leadTimeDays: integer('lead_time_days'),
    /** 'parcel' (the carrier) or 'crew' (the shop's two-person crew, big items). */
    deliveryMethod: text('delivery_method').$type<'parcel' | 'crew'>().notNull().default('parcel'),
    /** Trial nights from delivery (commerce/catalog/trial.ts, docs/decisions/0064); null: no trial. */
    trialNights: integer('trial_nights'),
    /** Nights to sleep on it before a trial return. */
    trialMinNights: integer('trial_min_nights'),
    /** Lowest variant price, kept in sync by the seed and by price changes. */
    price: integer('price').notNull(),
    priceOld: integer('price_old'),
    available: boolean('available').notNull().default(true),
    popularity: integer('popularity').notNull().default(0),
    reviewAverage: real('review_average'),
    reviewCount: integer('review_count').notNull().default(0),
    colour: text('colour'),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The product's last change (price, availability): the sitemap's lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_brand_idx').on(t.brandId),
    index('products_main_category_idx').on(t.mainCategoryId),
    index('products_main_category_popularity_idx').on(t.mainCategoryId, t.popularity),
    // Search (0001) and listing sorts (0006).
    index('products_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id),
    index('products_listing_idx').on(t.available.desc().nullsFirst(), t.popularity.desc().nullsFirst(), t.id),
    index('products_price_asc_idx').on(t.price, t.id),
    index('products_price_desc_idx').on(t.price.desc().nullsFirst(), t.id),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Search (docs/decisions/0050): a recognised product type narrows the listing, most popular first.
    index('products_type_popularity_idx').on(t.productType, t.popularity.desc().nullsFirst(), t.id),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('product_categories_product_idx').on(t.productId)],
);

/** Facet values used by filters: key is the filter url_key (materiaal, kleur, maat, merk, warmteklasse, hardheid). */
export const productFacets = pgTable(
  'product_facets',
  {
    productId: integer('product_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.value, t.productId] }), index('product_facets_product_idx').on(t.productId)],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  // The product page reads a product's options by product id.
  (t) => [index('product_options_product_idx').on(t.productId)],
);

export const variants = pgTable(
  'variants',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    /** Option value titles in option order, e.g. ["140x200/220"]. */
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    price: integer('price').notNull(),
    /**
     * The lawful "was" price shown beside a reduction: the lowest price of the 30 days before it
     * started, computed from price_history by commerce/pricing (docs/decisions/0051); null: none.
     */
    priceOld: integer('price_old'),
    /** The old price staff announced with a reduction (null: no reduction); only a wish, never shown as such. */
    compareAt: integer('compare_at'),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variants_product_idx').on(t.productId), uniqueIndex('variants_sku_uq').on(t.sku), index('variants_stock_idx').on(t.stock)],
);

/**
 * Every price a variant had and when it took effect (docs/decisions/0051): appended by every path that
 * changes a price (seed, back office, API), never updated or deleted, so the 30 days before any
 * reduction stay known (the Omnibus rule, Price Indication Directive art. 6a).
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id').notNull(),
    price: integer('price').notNull(),
    /** The old price announced with a reduction; null: no reduction from this moment on. */
    compareAt: integer('compare_at'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** Who changed it: seed, beheer (staff), migratie. */
    source: text('source').notNull(),
  },
  (t) => [index('price_history_variant_idx').on(t.variantId, t.changedAt, t.id)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    score: integer('score').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The shop's public reply, shown under the review (migration 0023). */
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status),
    index('reviews_product_created_idx').on(t.productId, t.status, t.createdAt),
  ],
);

/** Keyed content documents: navigation, shop-menu, footer, homepage, notification, newsletter-popup, … */
export const contentEntries = pgTable('content_entries', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Editorial pages: service pages, blog posts, inspiration articles. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['service', 'blog', 'inspiratie', 'text'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    image: text('image'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_kind_slug_uq').on(t.kind, t.slug)],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type', { enum: ['private', 'company'] })
      .notNull()
      .default('private'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    birthdate: text('birthdate'),
    phoneNumber: text('phone_number'),
    company: text('company'),
    vatNumber: text('vat_number'),
    cocNumber: text('coc_number'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`)],
);

export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').notNull(),
    purpose: text('purpose', { enum: ['session', 'password_reset', 'email_confirm', 'login_link', 'email_change'] }).notNull(),
    /** The address an email_change token confirms (migration 0021). */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);

/** The account's favourites (docs/decisions/0019): newest first by added_at, at most 50 per customer. */
export const customerFavorites = pgTable(
  'customer_favorites',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_favorites_pk', columns: [t.customerId, t.productId] }),
    // Named as PostgreSQL named the inline REFERENCES of migration 0019.
    foreignKey({ name: 'customer_favorites_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'customer_favorites_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
    index('customer_favorites_recent_idx').on(t.customerId, t.addedAt.desc().nullsFirst()),
    index('customer_favorites_product_idx').on(t.productId),
  ],
);

/** The account's last viewed products (docs/requirements/operations.md#limits): product and variant (0: none chosen), the 8 newest kept. */
export const customerLastViewed = pgTable(
  'customer_last_viewed',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull().default(0),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'customer_last_viewed_pk', columns: [t.customerId, t.productId, t.variantId] }),
    foreignKey({ name: 'customer_last_viewed_customer_id_fkey', columns: [t.customerId], foreignColumns: [customers.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'customer_last_viewed_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
    index('customer_last_viewed_recent_idx').on(t.customerId, t.viewedAt.desc().nullsFirst()),
    index('customer_last_viewed_product_idx').on(t.productId),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    kind: text('kind', { enum: ['billing', 'shipping'] }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    extension: text('extension'),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull().default('NL'),
  },
  (t) => [uniqueIndex('addresses_customer_kind_uq').on(t.customerId, t.kind)],
);

export const carts = pgTable('carts', {
  /** The quote_id of docs/requirements/operations.md#data: a random UUID, never a guessable sequence. */
  id: text('id').primaryKey(),
  customerId: integer('customer_id'),
  appliedCode: text('applied_code'),
  shippingMethod: text('shipping_method'),
  email: text('email'),
  /** Checkout details gathered step by step: customer, addresses, shipping and payment choice. */
  checkout: jsonb('checkout'),
  /** When the abandoned-cart e-mail was sent, so it goes once. */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    custom: jsonb('custom'),
    /** A configured line's unit price, computed by the server from its configuration; null: the variant's price. */
    unitPrice: integer('unit_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

/** A mailed restore link (0022): its signed random id is the link; once, for 7 days; never the quote_id. */
export const cartRestoreLinks = pgTable(
  'cart_restore_links',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The visitor's cart the lines were copied into. */
    restoredInto: text('restored_into'),
  },
  (t) => [index('cart_restore_links_cart_idx').on(t.cartId)],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['percentage', 'fixed', 'free_shipping'] }).notNull(),
    /** Percentage points for `percentage`, cents for `fixed`, unused for `free_shipping`. */
    value: integer('value').notNull().default(0),
    minOrderValue: integer('min_order_value').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    description: text('description').notNull().default(''),
    /** A disabled code is refused from then on (migration 0023). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The batch a generated single-use code belongs to. */
    batch: text('batch'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discount_codes_batch_idx')
      .on(t.batch)
      .where(sql`${t.batch} IS NOT NULL`),
  ],
);

/** Order numbers: DKBD and the next value of this sequence (migration 0004). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 2000001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** DKBD followed by 7 digits. */
    number: text('number').notNull(),
    customerId: integer('customer_id'),
    cartId: text('cart_id'),
    email: text('email').notNull(),
    status: text('status', {
      enum: ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'failed'],
    }).notNull(),
    customer: jsonb('customer').notNull(),
    billingAddress: jsonb('billing_address').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    paymentMethod: text('payment_method').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    discountCode: text('discount_code'),
    subTotal: integer('sub_total').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    shippingCosts: integer('shipping_costs').notNull().default(0),
    paymentCosts: integer('payment_costs').notNull().default(0),
    /** Shipping insurance (SHIPPING_INSURANCE) when chosen. */
    additionalCosts: integer('additional_costs').notNull().default(0),
    grandTotal: integer('grand_total').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** When the order's proof was spent on POST /v1/checkout/customer/account (migration 0024). */
    accountClaimedAt: timestamp('account_claimed_at', { withTimezone: true }),
    /** A pending order is expired (stock and code released) after this moment: the payment's lifetime. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What the cart held when it became this order: placing an unchanged cart again returns it. */
    cartFingerprint: text('cart_fingerprint'),
    /** Set when staff mark the order shipped (migration 0023): PostNL or DHL and its track-and-trace code. */
    carrier: text('carrier', { enum: ['PostNL', 'DHL'] }),
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the customer's personal fields were erased on request (the order itself is kept). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId),
    // docs/decisions/0029: expiry of pending orders and one open order per cart (0020).
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_cart_pending_idx')
      .on(t.cartId)
      .where(sql`${t.status} = 'pending'`),
    // The back office's order list and search (0023).
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_method_created_idx').on(t.paymentMethod, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_email_lower_idx').on(sql`lower(${t.email})`),
    index('orders_billing_zip_idx').on(sql`upper(replace(${t.billingAddress}->>'zipcode', ' ', ''))`),
    index('orders_shipping_zip_idx').on(sql`upper(replace(${t.shippingAddress}->>'zipcode', ' ', ''))`),
    index('orders_name_trgm').using(
      'gin',
      sql`lower(coalesce(${t.customer}->>'first_name', '') || ' ' || coalesce(${t.customer}->>'last_name', '')) gin_trgm_ops`,
    ),
    index('orders_email_trgm').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    optionValues: jsonb('option_values').$type<string[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    rowTotal: integer('row_total').notNull(),
    /**
     * What the customer paid for this line, in cents: the row total less its share of the order's
     * discount (pricing.ts allocatePaid). Null on rows from before migration 0025: computed the same way.
     */
    paidAmount: integer('paid_amount'),
    custom: jsonb('custom'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Every state transition of an order, in order. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').notNull(),
    checkoutUrl: text('checkout_url'),
    /** Cents given back through the provider (an extra payment for an order that was paid already). */
    /** The one payment that paid the order; any other paid payment of that order is refunded. */
    kept: boolean('kept').notNull().default(false),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_id_uq').on(t.provider, t.providerPaymentId), index('payments_order_idx').on(t.orderId)],
);

/** The embedded sandbox PSP's own records (a stand-in for a real provider's test mode). */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  orderNumber: text('order_number').notNull(),
  method: text('method').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: text('status').notNull(),
  /** An open payment past this moment is expired, as at a real provider. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  /** Idempotency keys of the refunds made, with their ids: the same key refunds once (as Mollie's Idempotency-Key). */
  refundKeys: jsonb('refund_keys').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The durable outbox: mail and other side effects are written here in the transaction that causes
 * them and delivered afterwards, retried with back-off; `key` makes each message exist once.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_messages_key_uq').on(t.key),
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_uq').on(sql`lower(${t.email})`)],
);

export const abandonEvents = pgTable('abandon_events', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['cart', 'browse', 'category', 'email'] }).notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Key-value state the system keeps for itself (seed marker, schema facts). */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Guided-selling question trees (docs/decisions/0018), one per product overview; the tree is data (commerce/guided-selling/guided-selling.ts). */
export const guidedSellingTrees = pgTable(
  'guided_selling_trees',
  {
    code: text('code').primaryKey(),
    categoryId: integer('category_id').notNull(),
    tree: jsonb('tree').notNull(),
  },
  (t) => [uniqueIndex('guided_selling_trees_category_idx').on(t.categoryId)],
);

/** Box-spring configurator definitions (docs/requirements/operations.md#data Configurator), one per configurable product. */
export const configurators = pgTable(
  'configurators',
  {
    slug: text('slug').primaryKey(),
    productId: integer('product_id').notNull(),
    definition: jsonb('definition').notNull(),
  },
  (t) => [uniqueIndex('configurators_product_idx').on(t.productId)],
);

/** Chat transcripts saved when a shopper ends the chat (migration 0017). */
export const chatTranscripts = pgTable(
  'chat_transcripts',
  {
    id: serial('id').primaryKey(),
    messages: jsonb('messages').notNull(),
    rating: integer('rating'),
    messageCount: integer('message_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_transcripts_created_idx').on(t.createdAt),
    check('chat_transcripts_rating_ck', sql`${t.rating} IS NULL OR (${t.rating} BETWEEN 1 AND 5)`),
  ],
);

export * from './schema-back-office';
export * from './schema-listing';
export * from './schema-alerts';
export * from './schema-search';
export * from './schema-delivery';
export * from './schema-vitals';
