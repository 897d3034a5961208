// The checkout steps' data as the API stores and answers it (GET /v1/checkout, the step posts), the
// step's options (shipping and payment methods) and the order answers of /v1/order. The types are
// inferred from the schemas; commerce/checkout/checkout.ts and app/models/checkout.server.ts
// re-export them.
import { z } from '@hono/zod-openapi';
import type { PaymentRuleSet } from '../rules/rules';

export const IssueSchema = z.object({ path: z.string(), message: z.string() });
export type Issue = z.infer<typeof IssueSchema>;

/** An address of the checkout: the billing address has no names of its own, the shipping address has. */
export const CheckoutAddressSchema = z
  .object({
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    company: z.string().optional(),
    zipcode: z.string(),
    house_number: z.string(),
    extension: z.string(),
    street: z.string(),
    city: z.string(),
    country_code: z.string(),
  })
  .openapi('CheckoutAddress');
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>;

export const CheckoutCustomerSchema = z
  .object({
    type: z.enum(['private', 'company']),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    vat_number: z.string(),
    coc_number: z.string(),
  })
  .openapi('CheckoutCustomer');
export type CheckoutCustomer = z.infer<typeof CheckoutCustomerSchema>;

/** The payment step's choice: the method and the fields that method asks for (null when not asked). */
export const CheckoutPaymentSchema = z
  .object({
    method: z.string(),
    issuer: z.string().nullable(),
    dob: z.string().nullable(),
    gender: z.string().nullable(),
    phone: z.string().nullable(),
    installment: z.number().int().nullable(),
    terms: z.boolean(),
  })
  .openapi('CheckoutPayment');
export type CheckoutPayment = z.infer<typeof CheckoutPaymentSchema>;

/** The crew delivery chosen at the shipping step (docs/decisions/0069): day, part of day and services (docs/decisions/0059). */
export const CheckoutDeliverySchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    slot: z.enum(['ochtend', 'middag', 'avond']),
    assembly: z.boolean(),
    takeback: z.boolean(),
    /** Old mattresses or beds taken back (ADR 0069): 1..the order's crew pieces when takeback, else 0. */
    takeback_pieces: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ description: 'Aantal oude matrassen of bedden dat we meenemen (per stuk geprijsd); 0 zonder retour' }),
    /** Floors carried up without a lift (ADR 0069): 0 (ground floor or a lift) to 10, priced per floor. */
    floors: z
      .number()
      .int()
      .min(0)
      .max(10)
      .optional()
      .openapi({ description: 'Verdiepingen naar boven dragen zonder lift (per verdieping geprijsd); 0 = begane grond of lift' }),
  })
  .openapi('CheckoutDelivery');
export type CheckoutDelivery = z.infer<typeof CheckoutDeliverySchema>;

/** The steps filled in so far; a step not yet done is absent. */
export const CheckoutDetailsSchema = z
  .object({
    customer: CheckoutCustomerSchema.optional(),
    billing: CheckoutAddressSchema.optional(),
    sameDeliveryAddress: z.boolean().optional(),
    shipping: CheckoutAddressSchema.nullable().optional(),
    payment: CheckoutPaymentSchema.optional(),
    /** Shipping insurance chosen at the payment step (SHIPPING_INSURANCE). */
    shippingInsurance: z.boolean().optional().openapi({ description: 'Verzendverzekering gekozen bij de betaalstap' }),
    delivery: CheckoutDeliverySchema.nullable()
      .optional()
      .openapi({ description: 'Bezorgdag, dagdeel en diensten (bezorging door onze bezorgers)' }),
  })
  .openapi('CheckoutDetails');
export type CheckoutDetails = z.infer<typeof CheckoutDetailsSchema>;

export const ShippingMethodOptionSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    price: z.number().int().openapi({ description: 'Tarief in centen zonder gratis verzending' }),
    price_incl: z.number().int().openapi({ description: 'Wat deze winkelwagen betaalt, in centen' }),
  })
  .openapi('ShippingMethodOption');
export type ShippingMethodOption = z.infer<typeof ShippingMethodOptionSchema>;

/** The optional shipping insurance of the payment step and whether this cart has it. */
export const ShippingInsuranceOptionSchema = z
  .object({ title: z.string(), description: z.string(), price_incl: z.number().int(), selected: z.boolean() })
  .openapi('ShippingInsuranceOption');
export type ShippingInsuranceOption = z.infer<typeof ShippingInsuranceOptionSchema>;

const DeliveryServiceSchema = z.object({
  code: z.enum(['assembly', 'takeback', 'upstairs']),
  title: z.string(),
  price_incl: z.number().int().openapi({ description: 'In een aanbod de prijs per stuk/verdieping; op een bestelling het totaal' }),
  quantity: z
    .number()
    .int()
    .optional()
    .openapi({ description: 'Op een bestelling: stuks (retour) of verdiepingen (naar boven dragen) waarvoor betaald is (ADR 0069)' }),
});

/** What the shipping step offers a cart with crew-delivered items in the customer's region (docs/decisions/0059). */
export const DeliveryOfferSchema = z
  .object({
    region: z.string().openapi({ description: 'Postcodegebied: land en de eerste twee cijfers (NL10)' }),
    earliest: z.string(),
    weeks: z.array(
      z.object({
        label: z.string(),
        days: z.array(
          z.object({
            date: z.string(),
            text: z.string(),
            slots: z.array(z.object({ slot: z.enum(['ochtend', 'middag', 'avond']), text: z.string(), left: z.number().int() })),
          }),
        ),
      }),
    ),
    services: z.array(DeliveryServiceSchema),
    pieces: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'Stuks die onze bezorgers brengen: het hoogste aantal oude matrassen of bedden retour (ADR 0069)' }),
    max_floors: z.number().int().optional().openapi({ description: 'Het hoogste aantal verdiepingen zonder lift (10)' }),
  })
  .openapi('DeliveryOffer');
export type DeliveryOffer = z.infer<typeof DeliveryOfferSchema>;

export const ShippingMethodsSchema = z.object({
  shippingMethods: z.array(ShippingMethodOptionSchema),
  selected: z.string(),
  shippingInsurance: ShippingInsuranceOptionSchema,
  delivery: DeliveryOfferSchema.nullable().openapi({
    description: 'Bezorgdagen en dagdelen; null zonder artikelen die onze bezorgers brengen',
  }),
  selectedDelivery: CheckoutDeliverySchema.nullable(),
});

const RULE_SETS = ['pay-later', 'in3', 'alma', 'spraypay', 'default'] as const satisfies readonly PaymentRuleSet[];

export const PaymentMethodOptionSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    price_incl: z.number().int().openapi({ description: 'Extra kosten in centen (PayPal 0,99)' }),
    issuers: z
      .array(z.object({ id: z.string(), name: z.string() }))
      .openapi({ description: 'Leeg wanneer de betaalprovider zelf naar de bank vraagt (iDEAL 2.0)' }),
    rule_set: z.enum(RULE_SETS).openapi({ description: 'Welke velden de methode vraagt' }),
  })
  .openapi('PaymentMethodOption');
export type PaymentMethodOption = z.infer<typeof PaymentMethodOptionSchema>;

export const PaymentMethodsSchema = z.object({
  paymentMethods: z.array(PaymentMethodOptionSchema),
  foreignPaymentMethods: z.array(PaymentMethodOptionSchema).openapi({ description: 'Altijd leeg' }),
  selected: CheckoutPaymentSchema.nullable(),
});

const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'failed'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

/** A placed order and where its shopper pays (POST /v1/checkout/payment-url, POST /v1/order/payment-url). */
export const PaymentAnswerSchema = z
  .object({ order_number: z.string(), status: OrderStatusSchema, payment_url: z.string().nullable(), grand_total: z.number().int() })
  .openapi('PaymentAnswer');
export type PaymentAnswer = z.infer<typeof PaymentAnswerSchema>;

export const PlacedOrderSchema = PaymentAnswerSchema.extend({
  order_token: z.string().openapi({
    description:
      'Bewijs dat deze aanvrager de bestelling plaatste (voor POST /v1/checkout/customer/account); bewaar het alleen bij deze shopper',
  }),
}).openapi('PlacedOrder');
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

export const OrderStateSchema = z.object({ order_number: z.string(), status: OrderStatusSchema, label: z.string() }).openapi('OrderState');

export const OrderEventsSchema = z
  .object({
    order_number: z.string(),
    status: OrderStatusSchema,
    events: z.array(z.object({ from: z.string().nullable(), to: z.string(), label: z.string(), note: z.string(), at: z.string() })),
  })
  .openapi('OrderEvents');

/** The order's copy of the checkout's customer (erased fields become 'Verwijderd', '' or null). */
const OrderCustomerSchema = z.object({
  type: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  vat_number: z.string().nullable(),
  coc_number: z.string().nullable(),
});

/** The order's copy of an address: the billing address carries the customer's names. */
const OrderAddressSchema = CheckoutAddressSchema.extend({ company: z.string().nullable().optional() });

/** An order's crew delivery: the booked day and part of day and the services it pays for. */
export const OrderDeliverySchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    slot: z.enum(['ochtend', 'middag', 'avond']),
    /** "vrijdag 4 december". */
    day_text: z.string(),
    /** "ochtend (8:00–12:00)". */
    slot_text: z.string(),
    services: z.array(DeliveryServiceSchema),
    released: z.boolean().openapi({ description: 'Het dagdeel is vrijgegeven (bestelling verlopen of geannuleerd)' }),
    waiting: z
      .boolean()
      .optional()
      .openapi({ description: 'De klant gaf de bezorgdag vrij; de bestelling wacht op een nieuwe dag (ADR 0063)' }),
  })
  .openapi('OrderDelivery');
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

export const OrderDetailSchema = z
  .object({
    order_number: z.string(),
    status: OrderStatusSchema,
    label: z.string(),
    email: z.string(),
    customer: OrderCustomerSchema,
    billing_address: OrderAddressSchema,
    shipping_address: OrderAddressSchema,
    payment_method: z.string(),
    shipping_method: z.string(),
    discount_code: z.string().nullable(),
    totals: z.object({
      sub_total: z.number().int(),
      discounts: z.number().int(),
      shipping_costs: z.number().int(),
      payment_costs: z.number().int(),
      additional_costs: z.number().int(),
      grand_total: z.number().int(),
    }),
    lines: z.array(
      z.object({
        title: z.string(),
        sku: z.string(),
        options: z.array(z.string()),
        quantity: z.number().int(),
        unit_price: z.number().int(),
        row_total: z.number().int(),
        variant_id: z.number().int(),
        product_id: z.number().int(),
      }),
    ),
    events: z.array(z.object({ from: z.string().nullable(), to: z.string(), note: z.string(), at: z.string() })),
    created_at: z.string(),
    delivery: OrderDeliverySchema.nullable().optional(),
  })
  .openapi('CheckoutOrder');
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
