// The delivery promise (docs/decisions/0053) as the API answers it beside a product, a variant, a cart line and
// the cart: computed by commerce/delivery/promise.ts only, shown verbatim by the storefront.
import { z } from '@hono/zod-openapi';

/** How an item reaches the customer: a parcel carrier, or the shop's own two-person crew (big items). */
export const DeliveryMethodSchema = z.enum(['parcel', 'crew']);

export const DeliveryPromiseSchema = z
  .object({
    /** tomorrow: "Morgen in huis"; date: "Vrijdag 4 december in huis"; from: crew delivery from a day the customer picks. */
    kind: z.enum(['tomorrow', 'date', 'from']),
    method: DeliveryMethodSchema,
    /** The (earliest) delivery day, YYYY-MM-DD in Europe/Amsterdam. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The Dutch sentence to show, e.g. "Levering vanaf 14 december, jij kiest de dag". */
    text: z.string(),
  })
  .openapi('DeliveryPromise', {
    description:
      'De leverbelofte: uit voorraad, levertijd van de leverancier, de afsluittijd 23:59 (Europe/Amsterdam), zondagen en feestdagen en de bezorgwijze. null als er niets te beloven is (uitverkocht).',
  });

export type DeliveryMethod = z.infer<typeof DeliveryMethodSchema>;
export type DeliveryPromise = z.infer<typeof DeliveryPromiseSchema>;
