// /v1/customer/lists, /v1/customer/favourites/{id}, /v1/customer/last-viewed — favourites and last
// viewed in the customer's account (issue 6, docs/decisions/0019). Always the logged-in customer's
// own lists: there is no customer id to pass, so nobody reaches another customer's list.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter, type CommerceEnv } from '../http';
import { addFavourite, FAVOURITES_MAX, getCustomerLists, LAST_VIEWED_MAX, mergeCustomerLists, recordView, removeFavourite } from '../services/customer-lists';
import { currentCustomer, CustomerHeaders, customerErrors, notLoggedIn } from './customer-context';

const tags = ['customer'];
const security = [{ Bearer: [] }];
const MAX_ID = 2_147_483_647;

const ProductId = z
  .number({ required_error: 'Geef een product-id.', invalid_type_error: 'Een product-id is een geheel getal.' })
  .int('Een product-id is een geheel getal.')
  .positive('Een product-id is groter dan 0.')
  .max(MAX_ID, 'Dit product-id bestaat niet.');
const VariantId = z
  .number({ invalid_type_error: 'Een variant-id is een geheel getal.' })
  .int('Een variant-id is een geheel getal.')
  .min(0, 'Een variant-id is 0 (geen variant gekozen) of groter.')
  .max(MAX_ID, 'Dit variant-id bestaat niet.');

const ViewSchema = z
  .object({ id: ProductId, vid: VariantId.default(0) }, { invalid_type_error: 'Geef een bekeken product als { id, vid }.', required_error: 'Geef een bekeken product als { id, vid }.' })
  .strict('Alleen id en vid zijn toegestaan.')
  .openapi('LastViewedEntry', { description: 'Product-id en variant-id (0: geen variant gekozen)', example: { id: 12, vid: 845 } });

const ListsSchema = z
  .object({
    favourites: z.array(z.number().int()).openapi({ description: `Product-id’s, nieuwste eerst (maximaal ${FAVOURITES_MAX})`, example: [12, 7] }),
    last_viewed: z.array(ViewSchema).openapi({ description: `Laatst bekeken, nieuwste eerst (maximaal ${LAST_VIEWED_MAX})` }),
  })
  .openapi('CustomerLists');

const idList = (max: number, what: string) =>
  z.array(ProductId, { invalid_type_error: `${what}: geef een lijst met product-id’s.` }).max(max, `${what}: maximaal ${max} producten.`);

const MergeSchema = z
  .object({
    favourites: idList(FAVOURITES_MAX, 'Favorieten').default([]),
    removed: idList(FAVOURITES_MAX, 'Verwijderde favorieten').default([]),
    last_viewed: z
      .array(ViewSchema, { invalid_type_error: 'Laatst bekeken: geef een lijst met producten.' })
      .max(LAST_VIEWED_MAX, `Laatst bekeken: maximaal ${LAST_VIEWED_MAX} producten.`)
      .default([]),
  }, { invalid_type_error: 'Stuur de lijsten als JSON-object.', required_error: 'Stuur de lijsten als JSON-object.' })
  .strict('Alleen favourites, removed en last_viewed zijn toegestaan.')
  .openapi('CustomerListsMerge');

const ProductParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Geef een geldig product-id.')
    .transform(Number)
    .refine((n) => n <= MAX_ID, 'Geef een geldig product-id.')
    .openapi({ example: '12', description: 'Product-id' }),
});

const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const listsAnswer = (description: string) => ({ 200: { description, content: { 'application/json': { schema: ListsSchema } } }, ...customerErrors });

export function createCustomerListRoutes() {
  const app = createRouter();
  const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/customer/lists',
      tags,
      summary: 'Favorieten en laatst bekeken van de ingelogde klant, nieuwste eerst',
      security,
      request: { headers: CustomerHeaders },
      responses: listsAnswer('De lijsten'),
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json(await getCustomerLists(db(c), current.customer.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/lists/merge',
      tags,
      summary:
        'Bij het inloggen: de lijsten van de browser samenvoegen met die van het account. Favorieten: eerst removed eruit, dan favourites erbij (vereniging, maximaal 50). Laatst bekeken: die van de browser als nieuwste, dan die van het account; product + variant één keer, maximaal 8. Onbekende producten worden overgeslagen.',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(MergeSchema) },
      responses: listsAnswer('De samengevoegde lijsten'),
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json(await mergeCustomerLists(db(c), current.customer.id, c.req.valid('json')), 200);
    },
  );

  // PUT keeps a favourite, DELETE removes one: the same route otherwise.
  for (const [method, summary, change] of [
    ['put', 'Een product als favoriet bewaren (nieuwste eerst; een onbekend product wordt overgeslagen)', addFavourite],
    ['delete', 'Een favoriet verwijderen', removeFavourite],
  ] as const) {
    app.openapi(
      createRoute({
        method,
        path: '/v1/customer/favourites/{id}',
        tags,
        summary,
        security,
        request: { headers: CustomerHeaders, params: ProductParam },
        responses: listsAnswer('De lijsten'),
      }),
      async (c) => {
        const current = await currentCustomer(c);
        if (!current) return notLoggedIn(c);
        return c.json(await change(db(c), current.customer.id, c.req.valid('param').id), 200);
      },
    );
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/customer/last-viewed',
      tags,
      summary: 'Een productbezoek vastleggen (SPEC §9: nieuwste eerst, product + variant één keer, maximaal 8)',
      security,
      request: { headers: CustomerHeaders, body: jsonBody(ViewSchema) },
      responses: listsAnswer('De lijsten'),
    }),
    async (c) => {
      const current = await currentCustomer(c);
      if (!current) return notLoggedIn(c);
      return c.json(await recordView(db(c), current.customer.id, c.req.valid('json')), 200);
    },
  );

  return app;
}
