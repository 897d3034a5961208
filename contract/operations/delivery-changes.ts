// /v1/customer/orders/{id}/delivery and /v1/delivery-links/{token} — the customer changes or gives back
// the crew's delivery day until 48 hours before it (docs/decisions/0063). Logged in: scoped to the
// customer's own orders (another's is a 404). By the signed one-time link from the mails: no login; a used
// link answers 410, a tampered one 404.
import { answer, defineOperation, ErrorSchema, jsonBody, z } from '../operation';
import { DeliveryOfferSchema } from '../schemas/checkout';
import { customerBase, CustomerHeaders, conflict, customerErrors, notFound } from './customer';

const headers = { headers: CustomerHeaders };
const OrderParam = z.object({ id: z.string().max(20).openapi({ description: 'Bestelnummer (DKBD…)', example: 'DKBD1000001' }) });
const TokenParam = z.object({ token: z.string().max(120).openapi({ description: 'De ondertekende link uit de e-mail' }) });

export const DeliveryChangeSchema = z
  .object({
    order_number: z.string(),
    current: z
      .object({ date: z.string(), slot: z.enum(['ochtend', 'middag', 'avond']), day_text: z.string(), slot_text: z.string() })
      .nullable(),
    waiting: z.boolean().openapi({ description: 'De klant gaf de dag vrij; de bestelling wacht op een nieuwe dag' }),
    changeable: z.boolean(),
    reason: z.string().nullable(),
    version: z.number().int(),
    offer: DeliveryOfferSchema.nullable(),
  })
  .openapi('DeliveryChange');

export const DeliveryChangeBody = z.object({
  action: z.enum(['reschedule', 'cancel']),
  delivery_date: z.string().max(20).optional(),
  delivery_slot: z.string().max(20).optional(),
  /** The version the page was made with: a second submit of the same page is refused (409/410). */
  version: z.number().int().min(0).max(1_000_000).optional(),
});

const changed = answer('Gewijzigd', z.object({ message: z.string(), delivery: DeliveryChangeSchema }));
const spent = { 410: answer('Deze link is al gebruikt', ErrorSchema) };

export const getDeliveryChange = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/orders/{id}/delivery',
  summary: 'De bezorgdag van een eigen bestelling en de dagen waarnaar hij kan (tot 48 uur van tevoren)',
  request: { ...headers, params: OrderParam },
  responses: { 200: answer('Bezorgdag', z.object({ delivery: DeliveryChangeSchema })), ...customerErrors, ...notFound },
});

export const changeDelivery = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/orders/{id}/delivery',
  summary: 'De bezorgdag van een eigen bestelling verzetten of vrijgeven',
  request: { ...headers, params: OrderParam, body: jsonBody(DeliveryChangeBody) },
  responses: { 200: changed, ...customerErrors, ...notFound, ...conflict, ...spent },
});

export const getDeliveryLink = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/delivery-links/{token}',
  summary: 'De bezorgdag achter een link uit de e-mail (zonder inloggen)',
  request: { params: TokenParam },
  responses: { 200: answer('Bezorgdag', z.object({ delivery: DeliveryChangeSchema })), ...customerErrors, ...notFound, ...spent },
});

export const useDeliveryLink = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/delivery-links/{token}',
  summary: 'Met de link uit de e-mail de bezorgdag verzetten of vrijgeven; de link werkt één keer',
  request: { params: TokenParam, body: jsonBody(DeliveryChangeBody.omit({ version: true })) },
  responses: { 200: changed, ...customerErrors, ...notFound, ...conflict, ...spent },
});
