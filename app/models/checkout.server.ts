// The checkout and order calls of docs/requirements/checkout-and-payment.md#api (contract/operations/checkout.ts), named by the cart's quote_id.
import * as checkout from '#contract/operations/checkout';
import * as checkoutAccount from '#contract/operations/checkout-account';
import type { CallInput } from '#contract/operation';
import type { CommerceClient } from './client.server';

// The answer shapes are the commerce API's own, inferred from the contract's schemas.
export type {
  CheckoutAddress,
  CheckoutDetails,
  Issue,
  OrderDetail,
  PaymentMethodOption,
  PlacedOrder as PlacedOrderAnswer,
  ShippingInsuranceOption,
  ShippingMethodOption,
} from '#contract/schemas/checkout';

/** A step's body as the operation describes it. */
type Body<Op extends typeof checkout.saveCustomerStep | typeof checkout.savePaymentStep> = CallInput<Op>['body'];

const q = (quoteId: string | null): Record<string, string> => (quoteId ? { 'x-quote-id': quoteId } : {});

export function getCheckout(commerce: CommerceClient, quoteId: string | null) {
  return commerce.call(checkout.getCheckout, { headers: q(quoteId) });
}

export function saveCustomerStep(commerce: CommerceClient, quoteId: string, body: Body<typeof checkout.saveCustomerStep>) {
  return commerce.call(checkout.saveCustomerStep, { headers: q(quoteId), body });
}

export function getPaymentMethods(commerce: CommerceClient, quoteId: string) {
  return commerce.call(checkout.getPaymentMethods, { headers: q(quoteId) });
}

export function getShippingMethods(commerce: CommerceClient, quoteId: string) {
  return commerce.call(checkout.getShippingMethods, { headers: q(quoteId) });
}

export function savePaymentStep(commerce: CommerceClient, quoteId: string, body: Body<typeof checkout.savePaymentStep>) {
  return commerce.call(checkout.savePaymentStep, { headers: q(quoteId), body });
}

export function lookupPostcode(
  commerce: CommerceClient,
  query: { zipcode: string; house_number: string; extension?: string; country_code?: string },
) {
  return commerce.call(checkout.lookupPostcode, { query });
}

/** Places the order; `order_token` proves to the API that this caller placed it (docs/decisions/0034). */
export function placeOrder(commerce: CommerceClient, quoteId: string, idempotencyKey: string, customerToken?: string | null) {
  return commerce.call(checkout.placeOrder, {
    headers: { ...q(quoteId), 'idempotency-key': idempotencyKey, ...(customerToken ? { 'x-customer-token': customerToken } : {}) },
    body: {},
  });
}

export function retryOrderPayment(commerce: CommerceClient, orderNumber: string) {
  return commerce.call(checkout.retryOrderPayment, { body: { order_number: orderNumber } });
}

export function getOrder(commerce: CommerceClient, orderNumber: string) {
  return commerce.call(checkout.getOrder, { params: { id: orderNumber } });
}

/**
 * An account after a guest order (contract/operations/checkout-account.ts), asked for the shopper
 * whose IP address goes along for the API's rate limits.
 */
export function createAccountFromOrder(
  commerce: CommerceClient,
  auth: { ip?: string | null },
  body: { order_number: string; order_token: string; password: string; password_confirmation: string },
) {
  return commerce.call(checkoutAccount.createAccountFromOrder, { headers: auth.ip ? { 'x-forwarded-for': auth.ip } : {}, body });
}
