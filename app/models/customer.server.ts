// The customer calls of docs/requirements/accounts.md#api (contract/operations/customer.ts, customer-account.ts). The
// customer token (from the session cookie) travels in X-Customer-Token; the shopper's IP address
// in X-Forwarded-For, for the API's rate limits.
import type { BillingAddress, ShippingAddress } from '#contract/forms/address';
import type { CustomerForm, RegisterForm } from '#contract/forms/customer';
import type { ReturnRequest } from '#contract/forms/returns';
import { pathOf } from '#contract/operation';
import * as customer from '#contract/operations/customer';
import * as account from '#contract/operations/customer-account';
import * as returns from '#contract/operations/customer-returns';
import * as deliveryChanges from '#contract/operations/delivery-changes';
import type { CustomerReturnInput, TrialReturnInput } from '#contract/forms/customer-return';
import type { CommerceClient } from './client.server';

// The answer shapes are the operations' own (contract/schemas/customer.ts).
export type {
  Address,
  Customer,
  CustomerSession,
  CustomerSummary,
  OrderAddress,
  OrderDetail,
  OrderSummary,
  Subscription,
} from '#contract/schemas/customer';

export type DeliveryChangeInput = {
  action: 'reschedule' | 'cancel';
  delivery_date?: string;
  delivery_slot?: string;
  version?: number;
};

export interface CustomerAuth {
  token?: string | null;
  ip?: string | null;
}

function headers(auth: CustomerAuth): Record<string, string> {
  const h: Record<string, string> = {};
  if (auth.token) h['x-customer-token'] = auth.token;
  if (auth.ip) h['x-forwarded-for'] = auth.ip;
  return h;
}

export const customerApi = {
  login: (c: CommerceClient, auth: CustomerAuth, body: { username: string; password: string }) =>
    c.call(customer.loginCustomer, { headers: headers(auth), body }),
  logout: (c: CommerceClient, auth: CustomerAuth) => c.call(customer.logoutCustomer, { headers: headers(auth) }),
  status: (c: CommerceClient, auth: CustomerAuth) => c.call(customer.getLoginStatus, { headers: headers(auth) }),
  get: (c: CommerceClient, auth: CustomerAuth) => c.call(customer.getCustomer, { headers: headers(auth) }),
  update: (c: CommerceClient, auth: CustomerAuth, body: CustomerForm) => c.call(customer.updateCustomer, { headers: headers(auth), body }),
  register: (c: CommerceClient, auth: CustomerAuth, body: RegisterForm) =>
    c.call(customer.registerCustomer, { headers: headers(auth), body }),
  changePassword: (
    c: CommerceClient,
    auth: CustomerAuth,
    body: { current_password: string; password: string; password_confirmation: string },
  ) => c.call(customer.changePassword, { headers: headers(auth), body }),
  forgotPassword: (c: CommerceClient, auth: CustomerAuth, email: string) =>
    c.call(customer.forgotPassword, { headers: headers(auth), body: { email } }),
  resetPassword: (c: CommerceClient, auth: CustomerAuth, body: { token: string; password: string; password_confirmation: string }) =>
    c.call(customer.resetPassword, { headers: headers(auth), body }),
  confirmEmail: (c: CommerceClient, auth: CustomerAuth, token: string, password: string) =>
    c.call(customer.confirmEmail, { headers: headers(auth), body: { token, password } }),
  confirmEmailChange: (c: CommerceClient, auth: CustomerAuth, token: string, password: string) =>
    c.call(customer.confirmEmailChange, { headers: headers(auth), body: { token, password } }),
  loginWithLink: (c: CommerceClient, auth: CustomerAuth, token: string) =>
    c.call(customer.loginWithLink, { headers: headers(auth), body: { token } }),
  address: (c: CommerceClient, auth: CustomerAuth, kind: 'billing' | 'shipping') =>
    c.call(account.getAddress, { headers: headers(auth), params: { kind } }),
  saveAddress: (c: CommerceClient, auth: CustomerAuth, kind: 'billing' | 'shipping', body: BillingAddress | ShippingAddress) =>
    kind === 'billing'
      ? c.call(account.saveBillingAddress, { headers: headers(auth), body: body as BillingAddress })
      : c.call(account.saveShippingAddress, { headers: headers(auth), body: body as ShippingAddress }),
  orders: (c: CommerceClient, auth: CustomerAuth) => c.call(account.listOrders, { headers: headers(auth) }),
  order: (c: CommerceClient, auth: CustomerAuth, ref: string) => c.call(account.getOrder, { headers: headers(auth), params: { id: ref } }),
  // A PDF, not JSON: read raw.
  invoice: (c: CommerceClient, auth: CustomerAuth, ref: string) =>
    c.requestRaw('GET', pathOf(account.getInvoice, { id: ref }), { headers: { ...headers(auth), accept: 'application/pdf' } }),
  subscription: (c: CommerceClient, auth: CustomerAuth) => c.call(account.getSubscription, { headers: headers(auth) }),
  subscribe: (c: CommerceClient, auth: CustomerAuth, email: string) =>
    c.call(account.subscribe, { headers: headers(auth), body: { email } }),
  confirmSubscription: (c: CommerceClient, auth: CustomerAuth, token: string) =>
    c.call(account.confirmSubscription, { headers: headers(auth), body: { token } }),
  unsubscribe: (c: CommerceClient, auth: CustomerAuth, id: number) =>
    c.call(account.unsubscribe, { headers: headers(auth), params: { id } }),
  // Self-service returns (docs/decisions/0057).
  returnOverview: (c: CommerceClient, auth: CustomerAuth, ref: string) =>
    c.call(returns.getReturnOverview, { headers: headers(auth), params: { id: ref } }),
  startReturn: (c: CommerceClient, auth: CustomerAuth, ref: string, body: CustomerReturnInput) =>
    c.call(returns.createReturn, { headers: headers(auth), params: { id: ref }, body }),
  // Trial-nights returns (docs/decisions/0065).
  trialReturnOverview: (c: CommerceClient, auth: CustomerAuth, ref: string) =>
    c.call(returns.getTrialReturn, { headers: headers(auth), params: { id: ref } }),
  startTrialReturn: (c: CommerceClient, auth: CustomerAuth, ref: string, body: TrialReturnInput) =>
    c.call(returns.createTrialReturn, { headers: headers(auth), params: { id: ref }, body }),
  returnSent: (c: CommerceClient, auth: CustomerAuth, number: string) =>
    c.call(returns.markReturnSent, { headers: headers(auth), params: { number } }),
  returnLabel: (c: CommerceClient, auth: CustomerAuth, number: string) =>
    c.requestRaw('GET', pathOf(returns.getReturnLabel, { number }), { headers: { ...headers(auth), accept: 'application/pdf' } }),
  // The crew's delivery day (docs/decisions/0063): own order when logged in, or the signed mail link.
  deliveryChange: (c: CommerceClient, auth: CustomerAuth, ref: string) =>
    c.call(deliveryChanges.getDeliveryChange, { headers: headers(auth), params: { id: ref } }),
  changeDelivery: (c: CommerceClient, auth: CustomerAuth, ref: string, body: DeliveryChangeInput) =>
    c.call(deliveryChanges.changeDelivery, { headers: headers(auth), params: { id: ref }, body }),
  deliveryLink: (c: CommerceClient, token: string) => c.call(deliveryChanges.getDeliveryLink, { params: { token } }),
  useDeliveryLink: (c: CommerceClient, token: string, body: Omit<DeliveryChangeInput, 'version'>) =>
    c.call(deliveryChanges.useDeliveryLink, { params: { token }, body }),
  returnRequest: (c: CommerceClient, auth: CustomerAuth, body: ReturnRequest) =>
    c.call(account.requestReturn, { headers: headers(auth), body }),
};
