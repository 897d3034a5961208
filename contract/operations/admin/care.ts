// /v1/admin — returns queue, catalogue care (stock, availability, prices) and review moderation.
import { defineOperation } from '../../operation';
import {
  AdminProductAnswer,
  AvailabilityAnswer,
  AvailabilityBody,
  IdParam,
  LowStockAnswer,
  LowStockQuery,
  ModeratedAnswer,
  PriceBody,
  ReplyAnswer,
  ReturnListAnswer,
  ReturnListQuery,
  ReturnRefundBody,
  ReturnRejectBody,
  ReturnStepAnswer,
  ReviewModerateBody,
  ReviewQueueAnswer,
  ReviewReplyBody,
  StockBody,
  VariantAnswer,
} from '../../schemas/admin';
import { adminErrors, answer, jsonBody, security, tags } from './shared';

const base = { tags, security };
const returnStep = (description: string) => ({ 200: answer(description, ReturnStepAnswer), ...adminErrors });

export const listReturns = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/returns',
  summary: 'Retourverzoeken (standaard: open)',
  request: { query: ReturnListQuery },
  responses: { 200: answer('Retourverzoeken', ReturnListAnswer), ...adminErrors },
});

export const approveReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/returns/{id}/approve',
  summary: 'Goedkeuren: retournummer, per mail naar de klant',
  request: { params: IdParam },
  responses: returnStep('Goedgekeurd'),
});

export const receiveReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/returns/{id}/receive',
  summary: 'Retour ontvangen',
  request: { params: IdParam },
  responses: returnStep('Ontvangen'),
});

export const refundReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/returns/{id}/refund',
  summary: 'Ontvangen retour terugbetalen (bedrag, of wat er nog van de betaling over is)',
  request: { params: IdParam, body: jsonBody(ReturnRefundBody) },
  responses: returnStep('Terugbetaald'),
});

export const rejectReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/returns/{id}/reject',
  summary: 'Afwijzen met een reden (per mail naar de klant)',
  request: { params: IdParam, body: jsonBody(ReturnRejectBody) },
  responses: returnStep('Afgewezen'),
});

export const listLowStock = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/stock/low',
  summary: 'Varianten met een voorraad op of onder de drempel',
  request: { query: LowStockQuery },
  responses: { 200: answer('Varianten', LowStockAnswer), ...adminErrors },
});

export const getProduct = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/products/{id}',
  summary: 'Product met varianten, prijzen en voorraad',
  request: { params: IdParam },
  responses: { 200: answer('Product', AdminProductAnswer), ...adminErrors },
});

export const changeStock = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/variants/{id}/stock',
  summary: 'Voorraad zetten (set) of bijtellen (add, ook negatief)',
  request: { params: IdParam, body: jsonBody(StockBody) },
  responses: { 200: answer('De variant', VariantAnswer), ...adminErrors },
});

export const setPrice = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/variants/{id}/price',
  summary: 'Prijs en oude prijs (centen); de winkel toont het binnen de levensduur van haar caches',
  request: { params: IdParam, body: jsonBody(PriceBody) },
  responses: { 200: answer('De variant', VariantAnswer), ...adminErrors },
});

export const setAvailability = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/products/{id}/availability',
  summary: 'Product leverbaar aan/uit',
  request: { params: IdParam, body: jsonBody(AvailabilityBody) },
  responses: { 200: answer('Het product', AvailabilityAnswer), ...adminErrors },
});

export const listPendingReviews = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/reviews',
  summary: 'Beoordelingen die op goedkeuring wachten, oudste eerst',
  responses: { 200: answer('Wachtrij', ReviewQueueAnswer), ...adminErrors },
});

export const moderateReview = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/reviews/{id}/moderate',
  summary: 'Goedkeuren of afwijzen',
  request: { params: IdParam, body: jsonBody(ReviewModerateBody) },
  responses: { 200: answer('Beoordeeld', ModeratedAnswer), ...adminErrors },
});

export const replyToReview = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/reviews/{id}/reply',
  summary: 'Openbaar antwoord van de winkel (leeg: weghalen)',
  request: { params: IdParam, body: jsonBody(ReviewReplyBody) },
  responses: { 200: answer('Antwoord opgeslagen', ReplyAnswer), ...adminErrors },
});
