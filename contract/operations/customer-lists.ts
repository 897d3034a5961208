// /v1/customer/lists, /v1/customer/favourites/{id}, /v1/customer/last-viewed — favourites and last
// viewed in the customer's account (docs/decisions/0019). Always the logged-in customer's
// own lists: there is no customer id to pass, so nobody reaches another customer's list.
import { answer, defineOperation, jsonBody, z } from '../operation';
import { CustomerListsSchema, FAVOURITES_MAX, LAST_VIEWED_MAX, LastViewedEntrySchema, ProductIdSchema } from '../schemas/customer';
import { customerBase, CustomerHeaders, customerErrors } from './customer';

const MAX_ID = 2_147_483_647;
const headers = { headers: CustomerHeaders };

const idList = (max: number, what: string) =>
  z
    .array(ProductIdSchema, { invalid_type_error: `${what}: geef een lijst met product-id’s.` })
    .max(max, `${what}: maximaal ${max} producten.`);

const MergeSchema = z
  .object(
    {
      favourites: idList(FAVOURITES_MAX, 'Favorieten').default([]),
      removed: idList(FAVOURITES_MAX, 'Verwijderde favorieten').default([]),
      last_viewed: z
        .array(LastViewedEntrySchema, { invalid_type_error: 'Laatst bekeken: geef een lijst met producten.' })
        .max(LAST_VIEWED_MAX, `Laatst bekeken: maximaal ${LAST_VIEWED_MAX} producten.`)
        .default([]),
    },
    { invalid_type_error: 'Stuur de lijsten als JSON-object.', required_error: 'Stuur de lijsten als JSON-object.' },
  )
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

const listsAnswer = (description: string) => ({ 200: answer(description, CustomerListsSchema), ...customerErrors });

export const getLists = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/lists',
  summary: 'Favorieten en laatst bekeken van de ingelogde klant, nieuwste eerst',
  request: headers,
  responses: listsAnswer('De lijsten'),
});

export const mergeLists = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/lists/merge',
  summary:
    'Bij het inloggen: de lijsten van de browser samenvoegen met die van het account. Favorieten: eerst removed eruit, dan favourites erbij (vereniging, maximaal 50). Laatst bekeken: die van de browser als nieuwste, dan die van het account; product + variant één keer, maximaal 8. Onbekende producten worden overgeslagen.',
  request: { ...headers, body: jsonBody(MergeSchema) },
  responses: listsAnswer('De samengevoegde lijsten'),
});

export const addFavourite = defineOperation({
  ...customerBase,
  method: 'put',
  path: '/v1/customer/favourites/{id}',
  summary: 'Een product als favoriet bewaren (nieuwste eerst; een onbekend product wordt overgeslagen)',
  request: { ...headers, params: ProductParam },
  responses: listsAnswer('De lijsten'),
});

export const removeFavourite = defineOperation({
  ...customerBase,
  method: 'delete',
  path: '/v1/customer/favourites/{id}',
  summary: 'Een favoriet verwijderen',
  request: { ...headers, params: ProductParam },
  responses: listsAnswer('De lijsten'),
});

export const recordView = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/last-viewed',
  summary: 'Een productbezoek vastleggen (nieuwste eerst, product + variant één keer, maximaal 8)',
  request: { ...headers, body: jsonBody(LastViewedEntrySchema) },
  responses: listsAnswer('De lijsten'),
});
