// /v1/customer — self-service returns (docs/decisions/0057). Scoped to the logged-in customer: another
// customer's order or return answers 404, exactly like one that does not exist.
import { CustomerReturnSchema, TrialReturnSchema } from '../forms/customer-return';
import { answer, defineOperation, jsonBody, z } from '../operation';
import { CustomerReturnAnswerSchema, ReturnOverviewSchema, TrialReturnOverviewSchema } from '../schemas/customer-returns';
import { customerBase, CustomerHeaders, conflict, customerErrors, notFound } from './customer';

const headers = { headers: CustomerHeaders };
const OrderParam = z.object({ id: z.string().max(20).openapi({ description: 'Bestelnummer (DKBD…)', example: 'DKBD1000001' }) });
const ReturnParam = z.object({ number: z.string().max(20).openapi({ description: 'Retournummer (RS…)', example: 'RS0000001' }) });

export const getReturnOverview = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/orders/{id}/returns',
  summary: 'Retourtermijn, per regel wat nog retour kan, en de retouren van een eigen bestelling',
  request: { ...headers, params: OrderParam },
  responses: { 200: answer('Overzicht', z.object({ overview: ReturnOverviewSchema })), ...customerErrors, ...notFound },
});

export const createReturn = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/orders/{id}/returns',
  summary:
    'Retour aanmelden binnen 30 dagen na bezorging: regels, aantallen (nooit meer dan gekocht min al geretourneerd) en een reden. Dezelfde request_id nog eens geeft dezelfde retour.',
  request: { ...headers, params: OrderParam, body: jsonBody(CustomerReturnSchema) },
  responses: {
    201: answer('Aangemeld', z.object({ return: CustomerReturnAnswerSchema, message: z.string() })),
    200: answer('Al aangemeld (dubbel verstuurd)', z.object({ return: CustomerReturnAnswerSchema, message: z.string() })),
    ...customerErrors,
    ...notFound,
    ...conflict,
  },
});

export const markReturnSent = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/returns/{number}/sent',
  summary: 'Het pakket is verstuurd: aangemeld → onderweg',
  request: { ...headers, params: ReturnParam },
  responses: { 200: answer('Onderweg', z.object({ status: z.string() })), ...customerErrors, ...notFound },
});

/** A PDF answer: the storefront reads it raw. */
export const getReturnLabel = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/returns/{number}/label',
  summary: 'Retourlabel (PDF met retournummer en QR-code) van een eigen retour',
  request: { ...headers, params: ReturnParam },
  responses: {
    200: { description: 'Het label', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...customerErrors,
    ...notFound,
  },
});

export const getTrialReturn = defineOperation({
  ...customerBase,
  method: 'get',
  path: '/v1/customer/orders/{id}/trial-returns',
  summary: 'Proefslapen van een eigen bestelling: per regel de nachten en of retourneren nu kan, de ophaaldagen en de proefslaapretouren',
  request: { ...headers, params: OrderParam },
  responses: { 200: answer('Overzicht', z.object({ overview: TrialReturnOverviewSchema })), ...customerErrors, ...notFound },
});

export const createTrialReturn = defineOperation({
  ...customerBase,
  method: 'post',
  path: '/v1/customer/orders/{id}/trial-returns',
  summary:
    'Proefslaapretour aanmelden (na de minimale nachten, binnen de proefnachten) met een ophaaldag en dagdeel van de bezorgers, of als pakket voor kleine artikelen. Dezelfde request_id nog eens geeft dezelfde retour.',
  request: { ...headers, params: OrderParam, body: jsonBody(TrialReturnSchema) },
  responses: {
    201: answer('Aangemeld', z.object({ return: CustomerReturnAnswerSchema, message: z.string() })),
    200: answer('Al aangemeld (dubbel verstuurd)', z.object({ return: CustomerReturnAnswerSchema, message: z.string() })),
    ...customerErrors,
    ...notFound,
    ...conflict,
  },
});
