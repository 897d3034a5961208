// Shapes of the /v1/customer answers (docs/requirements/accounts.md#data Customer, CustomerForm, address forms; orders).
// Request bodies are the form schemas of contract/forms, so both sides apply one set of rules.
import { z } from '@hono/zod-openapi';
import { FAVOURITES_MAX, LAST_VIEWED_MAX } from '../rules/product-lists';
import { OrderDeliverySchema } from './checkout';

export const CustomerSummarySchema = z
  .object({ id: z.number().int(), email: z.string(), first_name: z.string() })
  .openapi('CustomerSummary');

export const SessionSchema = z
  .object({
    token: z.string().openapi({ description: 'Klanttoken: stuur het mee in de header X-Customer-Token. 24 uur geldig.' }),
    token_type: z.literal('CustomerToken'),
    expires_at: z.string(),
    customer: CustomerSummarySchema,
  })
  .openapi('CustomerSession');

export const LoginStatusSchema = z.object({ loggedIn: z.boolean(), customer: CustomerSummarySchema.nullable() }).openapi('LoginStatus');

export const CustomerSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['private', 'company']),
    first_name: z.string(),
    last_name: z.string(),
    gender: z.string().nullable(),
    birthdate: z.string().nullable(),
    email: z.string(),
    phone_number: z.string().nullable(),
    company: z.string().nullable(),
    vat_number: z.string().nullable(),
    coc_number: z.string().nullable(),
    email_confirmed: z.boolean(),
  })
  .openapi('Customer');

export const MessageSchema = z.object({ message: z.string() }).openapi('Message');

export const AddressSchema = z
  .object({
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    company: z.string().nullable(),
    street: z.string(),
    house_number: z.string(),
    extension: z.string().nullable(),
    zipcode: z.string(),
    city: z.string(),
    country_code: z.string(),
  })
  .openapi('Address');

export const AddressAnswerSchema = z
  .object({
    address: AddressSchema.nullable(),
    same_as_billing: z.boolean().openapi({ description: 'Afleveradres is gelijk aan het factuuradres (SPEC sameDeliveryAddress).' }),
  })
  .openapi('AddressAnswer');

export const OrderSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.string(),
    created_at: z.string(),
    grand_total: z.number().int(),
    item_count: z.number().int(),
    invoice_available: z.boolean(),
  })
  .openapi('CustomerOrderSummary');

const OrderAddressSchema = z.object({
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  company: z.string().nullish(),
  street: z.string().nullish(),
  house_number: z.string().nullish(),
  extension: z.string().nullish(),
  zipcode: z.string().nullish(),
  city: z.string().nullish(),
  country_code: z.string().nullish(),
});

export const OrderDetailSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: z.string(),
    created_at: z.string(),
    email: z.string(),
    payment_method: z.string(),
    shipping_method: z.string(),
    discount_code: z.string().nullable(),
    billing_address: OrderAddressSchema,
    shipping_address: OrderAddressSchema,
    lines: z.array(
      z.object({
        id: z.number().int(),
        product_id: z.number().int(),
        variant_id: z.number().int(),
        title: z.string(),
        sku: z.string(),
        options: z.array(z.string()),
        quantity: z.number().int(),
        unit_price: z.number().int(),
        row_total: z.number().int(),
        trial: z
          .object({
            nights: z.number().int(),
            min_nights: z.number().int(),
            slept: z.number().int().optional(),
            nights_left: z.number().int().optional(),
            open: z.boolean().optional(),
            returnable_from: z.string().optional(),
            ends_at: z.string().optional(),
          })
          .nullable()
          .optional()
          .openapi({ description: 'Proefslapen (docs/decisions/0064): na de bezorging ook de nachten die nog over zijn' }),
      }),
    ),
    totals: z.object({
      sub_total: z.number().int(),
      discount_total: z.number().int(),
      shipping_costs: z.number().int(),
      payment_costs: z.number().int(),
      additional_costs: z.number().int(),
      grand_total: z.number().int(),
      vat: z.number().int().openapi({ description: 'BTW in het totaal: totaal × 21/121' }),
    }),
    history: z.array(z.object({ status: z.string(), from_status: z.string().nullable(), note: z.string(), created_at: z.string() })),
    invoice_available: z.boolean(),
    tracking: z
      .object({ carrier: z.string(), code: z.string(), url: z.string(), shipped_at: z.string().nullable() })
      .nullable()
      .openapi({ description: 'Track & trace zodra de bestelling verzonden is (vervoerder, code, link)' }),
    delivery: OrderDeliverySchema.nullable().optional(),
  })
  .openapi('CustomerOrder');

export const SubscriptionSchema = z
  .object({ id: z.number().int(), email: z.string(), status: z.enum(['pending', 'subscribed', 'unsubscribed']), created_at: z.string() })
  .openapi('NewsletterSubscription');

// Favourites and last viewed in the account (docs/decisions/0019; docs/requirements/accounts.md#limits).
export { FAVOURITES_MAX, LAST_VIEWED_MAX };
const MAX_ID = 2_147_483_647;

export const ProductIdSchema = z
  .number({ required_error: 'Geef een product-id.', invalid_type_error: 'Een product-id is een geheel getal.' })
  .int('Een product-id is een geheel getal.')
  .positive('Een product-id is groter dan 0.')
  .max(MAX_ID, 'Dit product-id bestaat niet.');
const VariantIdSchema = z
  .number({ invalid_type_error: 'Een variant-id is een geheel getal.' })
  .int('Een variant-id is een geheel getal.')
  .min(0, 'Een variant-id is 0 (geen variant gekozen) of groter.')
  .max(MAX_ID, 'Dit variant-id bestaat niet.');

export const LastViewedEntrySchema = z
  .object(
    { id: ProductIdSchema, vid: VariantIdSchema.default(0) },
    { invalid_type_error: 'Geef een bekeken product als { id, vid }.', required_error: 'Geef een bekeken product als { id, vid }.' },
  )
  .strict('Alleen id en vid zijn toegestaan.')
  .openapi('LastViewedEntry', { description: 'Product-id en variant-id (0: geen variant gekozen)', example: { id: 12, vid: 845 } });

export const CustomerListsSchema = z
  .object({
    favourites: z
      .array(z.number().int())
      .openapi({ description: `Product-id’s, nieuwste eerst (maximaal ${FAVOURITES_MAX})`, example: [12, 7] }),
    last_viewed: z.array(LastViewedEntrySchema).openapi({ description: `Laatst bekeken, nieuwste eerst (maximaal ${LAST_VIEWED_MAX})` }),
  })
  .openapi('CustomerLists');

/** The lists as the API answers them. */
export type CustomerLists = z.output<typeof CustomerListsSchema>;
export type LastViewedEntry = z.output<typeof LastViewedEntrySchema>;

// The answers of the other /v1/customer operations, as the storefront receives them.
export type CustomerSummary = z.output<typeof CustomerSummarySchema>;
export type CustomerSession = z.output<typeof SessionSchema>;
export type Customer = z.output<typeof CustomerSchema>;
export type Address = z.output<typeof AddressSchema>;
export type OrderSummary = z.output<typeof OrderSummarySchema>;
export type OrderAddress = z.output<typeof OrderAddressSchema>;
export type OrderDetail = z.output<typeof OrderDetailSchema>;
export type Subscription = z.output<typeof SubscriptionSchema>;
