// /v1/admin/customer-returns — self-service returns in the back office (docs/decisions/0057): list,
// receive (received and inspected) and refund (the amount computed, never typed).
import { defineOperation } from '../../operation';
import { IdParam } from '../../schemas/admin';
import {
  CustomerReturnListQuery,
  CustomerReturnReceiveBody,
  CustomerReturnRefundBody,
  CustomerReturnRefundPreview,
  CustomerReturnRejectBody,
  CustomerReturnStepAnswer,
  StaffCustomerReturnSchema,
  TrialPickupDoneBody,
} from '../../schemas/customer-returns';
import { z } from '../../operation';
import { adminErrors, answer, jsonBody, security, tags } from './shared';

const base = { tags, security };

export const listCustomerReturns = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/customer-returns',
  summary: 'Retouren die klanten zelf aanmeldden (standaard: open)',
  request: { query: CustomerReturnListQuery },
  responses: { 200: answer('Retouren', z.object({ returns: z.array(StaffCustomerReturnSchema) })), ...adminErrors },
});

export const receiveCustomerReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/customer-returns/{id}/receive',
  summary: 'Ontvangen en gecontroleerd (met een notitie)',
  request: { params: IdParam, body: jsonBody(CustomerReturnReceiveBody) },
  responses: { 200: answer('Ontvangen', CustomerReturnStepAnswer), ...adminErrors },
});

export const refundCustomerReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/customer-returns/{id}/refund',
  summary:
    'Terugbetalen: het betaalde deel van de geretourneerde regels (korting eraf; met de verzendkosten bij de laatste eenheid), via de betaalprovider, precies één keer',
  request: { params: IdParam, body: jsonBody(CustomerReturnRefundBody) },
  responses: { 200: answer('Terugbetaald', CustomerReturnStepAnswer), ...adminErrors },
});

export const previewCustomerReturnRefund = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/customer-returns/{id}/refund',
  summary: 'Het bedrag dat de terugbetaling nu wordt (voor de bevestiging), berekend zoals de terugbetaling zelf',
  request: { params: IdParam },
  responses: { 200: answer('Bedrag', CustomerReturnRefundPreview), ...adminErrors },
});

export const rejectCustomerReturn = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/customer-returns/{id}/reject',
  summary: 'Afwijzen met een reden die de klant ziet; geen terugbetaling',
  request: { params: IdParam, body: jsonBody(CustomerReturnRejectBody) },
  responses: { 200: answer('Afgewezen', CustomerReturnStepAnswer), ...adminErrors },
});

export const trialPickupDone = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/customer-returns/{id}/picked-up',
  summary:
    'Ophaling gedaan (proefslapen): betaalt automatisch en precies één keer het betaalde deel van de opgehaalde regels terug via de betaalprovider',
  request: { params: IdParam, body: jsonBody(TrialPickupDoneBody) },
  responses: { 200: answer('Opgehaald en terugbetaald', CustomerReturnStepAnswer), ...adminErrors },
});
