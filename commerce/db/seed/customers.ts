// Demo customers, their addresses and past orders, plus the discount codes.
import { type Algorithm, hash } from '@node-rs/argon2';
import { and, asc, eq, gt } from 'drizzle-orm';
import { addresses, customers, discountCodes, orderEvents, orderLines, orders, payments, products, variants } from '../schema';
import type { SeedDb } from './bulk';
import { REFERENCE_DATE } from './time';
import { shippingMethodOf, SHIPPING_METHODS } from '../../checkout/checkout-options';
import { cartTotalsOf, lineTotal } from '../../pricing/pricing';

import { COMPANY_EMAIL, DEMO_EMAIL } from './demo-addresses';
export { COMPANY_EMAIL, DEMO_EMAIL };
export const DEMO_PASSWORD = 'Slaapzaak2026!';

/** OWASP-recommended Argon2id settings; the login service must verify with the same library. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 as Algorithm /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export const DISCOUNT_CODES: Array<typeof discountCodes.$inferInsert> = [
  { code: 'GRATISTHUIS', kind: 'free_shipping', value: 0, minOrderValue: 0, description: 'Gratis verzending' },
  {
    code: 'WELKOM10',
    kind: 'percentage',
    value: 10,
    minOrderValue: 5000,
    perCustomerLimit: 1,
    description: '10% welkomstkorting vanaf € 50',
  },
  {
    code: 'ZOMER15',
    kind: 'percentage',
    value: 15,
    minOrderValue: 0,
    validFrom: new Date('2026-06-01T00:00:00+02:00'),
    validTo: new Date('2026-09-01T00:00:00+02:00'),
    description: '15% zomerkorting',
  },
  { code: 'KORTING20', kind: 'fixed', value: 2000, minOrderValue: 10000, description: '€ 20 korting vanaf € 100' },
  { code: 'EENMALIG', kind: 'percentage', value: 25, minOrderValue: 0, usageLimit: 1, description: '25% korting, eenmalig te gebruiken' },
];

const DEMO_ADDRESS = {
  street: 'Voorbeeldstraat',
  houseNumber: '1',
  extension: null,
  zipcode: '1234 AB',
  city: 'Amsterdam',
  countryCode: 'NL',
};

const COMPANY_ADDRESS = {
  street: 'Nachtegaallaan',
  houseNumber: '12',
  extension: 'A',
  zipcode: '3581 AB',
  city: 'Utrecht',
  countryCode: 'NL',
};

interface Line {
  productId: number;
  variantId: number;
  title: string;
  sku: string;
  optionValues: string[];
  unitPrice: number;
}

/** The nth available, in-stock variant of a product type (falls back to any type for tiny catalogues). */
async function pickLine(db: SeedDb, type: string, nth: number): Promise<Line> {
  const base = db
    .select({
      productId: products.id,
      variantId: variants.id,
      title: products.title,
      sku: variants.sku,
      optionValues: variants.optionValues,
      unitPrice: variants.price,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id));
  const inStock = and(eq(products.available, true), gt(variants.stock, 0));
  const [row] = await base
    .where(and(inStock, eq(products.productType, type)))
    .orderBy(asc(products.id), asc(variants.position))
    .limit(1)
    .offset(nth);
  if (row) return row;
  const [any] = await base.where(inStock).orderBy(asc(products.id), asc(variants.position)).limit(1).offset(nth);
  if (!any) throw new Error('No product in stock to build demo orders from');
  return any;
}

type Status = 'paid' | 'shipped' | 'delivered';
const FLOW: Status[] = ['paid', 'shipped', 'delivered'];
const NOTES: Record<string, string> = {
  pending: 'Bestelling geplaatst',
  paid: 'Betaling ontvangen via iDEAL | Wero',
  shipped: 'Verzonden met PostNL',
  delivered: 'Bezorgd',
};
const MINUTE = 60_000;
const STEP_DELAY: Record<Status, number> = { paid: 2 * MINUTE, shipped: 20 * 60 * MINUTE, delivered: 44 * 60 * MINUTE };

const DAY = 24 * 60 * MINUTE;

/**
 * The demo customers and their orders. `today` is the seed day: one delivered order is dated relative
 * to it (ordered 5 days before, delivered about 2 days later), so the demo always has an order inside
 * its 30-day return period (docs/decisions/0057); the other orders keep their fixed dates.
 */
export async function seedCustomers(db: SeedDb, today: Date = new Date()): Promise<void> {
  const [demoHash, companyHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PASSWORD)]);
  const confirmed = new Date('2025-03-14T10:00:00+01:00');
  const [demo, company] = await db
    .insert(customers)
    .values([
      {
        email: DEMO_EMAIL,
        passwordHash: demoHash!,
        type: 'private',
        firstName: 'Sanne',
        lastName: 'de Vries',
        gender: 'female',
        phoneNumber: '0612345678',
        emailConfirmedAt: confirmed,
        createdAt: new Date('2025-03-14T09:58:00+01:00'),
      },
      {
        email: COMPANY_EMAIL,
        passwordHash: companyHash!,
        type: 'company',
        firstName: 'Pieter',
        lastName: 'Jansen',
        phoneNumber: '0301234567',
        company: 'Hotel De Nachtegaal B.V.',
        vatNumber: 'NL123456782B01',
        cocNumber: '12345678',
        emailConfirmedAt: confirmed,
        createdAt: new Date('2025-05-02T14:20:00+02:00'),
      },
    ])
    .returning({ id: customers.id });

  await db.insert(addresses).values([
    { customerId: demo!.id, kind: 'billing', firstName: 'Sanne', lastName: 'de Vries', ...DEMO_ADDRESS },
    { customerId: demo!.id, kind: 'shipping', firstName: 'Sanne', lastName: 'de Vries', ...DEMO_ADDRESS },
    {
      customerId: company!.id,
      kind: 'billing',
      firstName: 'Pieter',
      lastName: 'Jansen',
      company: 'Hotel De Nachtegaal B.V.',
      ...COMPANY_ADDRESS,
    },
    {
      customerId: company!.id,
      kind: 'shipping',
      firstName: 'Pieter',
      lastName: 'Jansen',
      company: 'Hotel De Nachtegaal B.V.',
      ...COMPANY_ADDRESS,
    },
  ]);

  const customerJson = { type: 'private', first_name: 'Sanne', last_name: 'de Vries', email: DEMO_EMAIL, phone_number: '0612345678' };
  const addressJson = {
    first_name: 'Sanne',
    last_name: 'de Vries',
    company: null,
    street: DEMO_ADDRESS.street,
    house_number: DEMO_ADDRESS.houseNumber,
    extension: null,
    zipcode: DEMO_ADDRESS.zipcode,
    city: DEMO_ADDRESS.city,
    country_code: DEMO_ADDRESS.countryCode,
  };

  const plans: Array<{ number: string; status: Status; at: string; lines: Array<[string, number, number]>; relative?: boolean }> = [
    {
      number: 'DKBD1000001',
      status: 'delivered',
      at: '2026-08-14T10:12:00+02:00',
      lines: [
        ['dekbedovertrek', 0, 1],
        ['hoofdkussen', 0, 2],
      ],
    },
    {
      number: 'DKBD1000002',
      status: 'shipped',
      at: '2026-10-20T21:47:00+02:00',
      lines: [
        ['hoeslaken', 1, 2],
        ['molton', 0, 1],
        // A rug, so the demo can show a rug return (/vloerkleed-retourneren/ takes only rug lines).
        ['vloerkleed', 0, 1],
      ],
    },
    { number: 'DKBD1000003', status: 'paid', at: '2026-10-30T13:05:00+01:00', lines: [['matras', 0, 1]] },
    // Relative to the seed day: delivered and still inside its return period.
    {
      number: 'DKBD1000004',
      status: 'delivered',
      at: new Date(today.getTime() - 5 * DAY).toISOString(),
      lines: [
        ['hoeslaken', 0, 2],
        ['hoofdkussen', 1, 1],
      ],
      relative: true,
    },
    // Relative to the seed day: a mattress delivered a day or two ago, inside its 100 trial nights, so
    // the demo shows "Nog … nachten proefslapen" (docs/decisions/0064).
    {
      number: 'DKBD1000005',
      status: 'delivered',
      at: new Date(today.getTime() - 4 * DAY).toISOString(),
      lines: [['matras', 1, 1]],
      relative: true,
    },
  ];

  for (const plan of plans) {
    const lines: Array<Line & { quantity: number }> = [];
    for (const [type, nth, quantity] of plan.lines) lines.push({ ...(await pickLine(db, type, nth)), quantity });
    // Totals as a checkout computes them (the one pricing module): PostNL, iDEAL, no code, no insurance.
    const postnl = shippingMethodOf('postnl');
    const totals = cartTotalsOf(
      lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })),
      null,
      { shipping: { price: postnl.price, standard: SHIPPING_METHODS[0]!.price }, payment: 0, insurance: 0 },
    );
    const { sub_total: subTotal, shipping_costs: shippingCosts, grand_total: grandTotal } = totals;
    const createdAt = new Date(plan.at);
    if (!plan.relative && createdAt.getTime() >= REFERENCE_DATE.getTime()) throw new Error('demo order after reference date');
    const [order] = await db
      .insert(orders)
      .values({
        number: plan.number,
        customerId: demo!.id,
        email: DEMO_EMAIL,
        status: plan.status,
        customer: customerJson,
        billingAddress: addressJson,
        shippingAddress: addressJson,
        paymentMethod: 'ideal',
        shippingMethod: 'postnl',
        discountCode: null,
        subTotal,
        discountTotal: totals.discounts,
        shippingCosts,
        paymentCosts: totals.payment_costs,
        grandTotal,
        createdAt,
        // When it was delivered: the delivered step below (the return period counts from it).
        deliveredAt:
          plan.status === 'delivered' ? new Date(createdAt.getTime() + STEP_DELAY.paid + STEP_DELAY.shipped + STEP_DELAY.delivered) : null,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        variantId: l.variantId,
        title: l.title,
        sku: l.sku,
        optionValues: l.optionValues,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        rowTotal: lineTotal(l.unitPrice, l.quantity),
      })),
    );
    const events: Array<typeof orderEvents.$inferInsert> = [
      { orderId: order!.id, fromStatus: null, toStatus: 'pending', note: NOTES.pending!, createdAt },
    ];
    let from = 'pending';
    let at = createdAt.getTime();
    for (const step of FLOW.slice(0, FLOW.indexOf(plan.status) + 1)) {
      at += STEP_DELAY[step];
      events.push({ orderId: order!.id, fromStatus: from, toStatus: step, note: NOTES[step]!, createdAt: new Date(at) });
      from = step;
    }
    await db.insert(orderEvents).values(events);
    await db.insert(payments).values({
      orderId: order!.id,
      provider: 'sandbox',
      providerPaymentId: `sbx_${plan.number.toLowerCase()}`,
      status: 'paid',
      amount: grandTotal,
      method: 'ideal',
      createdAt: new Date(createdAt.getTime() + STEP_DELAY.paid),
    });
  }
}

/** The shop's discount codes: seeded in every shop, demo or not (GRATISTHUIS is a real code). */
export async function seedDiscountCodes(db: SeedDb): Promise<void> {
  await db.insert(discountCodes).values(DISCOUNT_CODES);
}
