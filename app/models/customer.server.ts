// The customer calls of SPEC §7. The customer token (from the session cookie) travels in
// X-Customer-Token; the shopper's IP address in X-Forwarded-For, for the API's rate limits.
import type { BillingAddress, ShippingAddress } from '../../contract/forms/address';
import type { CustomerForm, RegisterForm } from '../../contract/forms/customer';
import type { ReturnRequest } from '../../contract/forms/returns';
import type { CommerceClient } from './client.server';

export interface CustomerAuth {
  token?: string | null;
  ip?: string | null;
}

export interface CustomerSummary {
  id: number;
  email: string;
  first_name: string;
}

export interface CustomerSession {
  token: string;
  expires_at: string;
  customer: CustomerSummary;
}

export interface Customer {
  id: number;
  type: 'private' | 'company';
  first_name: string;
  last_name: string;
  gender: string | null;
  birthdate: string | null;
  email: string;
  phone_number: string | null;
  company: string | null;
  vat_number: string | null;
  coc_number: string | null;
  email_confirmed: boolean;
}

export interface Address {
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  street: string;
  house_number: string;
  extension: string | null;
  zipcode: string;
  city: string;
  country_code: string;
}

export interface OrderSummary {
  id: number;
  number: string;
  status: string;
  created_at: string;
  grand_total: number;
  item_count: number;
  invoice_available: boolean;
}

export type OrderAddress = Partial<Record<keyof Address, string | null>>;

export interface OrderDetail {
  id: number;
  number: string;
  status: string;
  created_at: string;
  email: string;
  payment_method: string;
  shipping_method: string;
  discount_code: string | null;
  billing_address: OrderAddress;
  shipping_address: OrderAddress;
  lines: { id: number; product_id: number; variant_id: number; title: string; sku: string; options: string[]; quantity: number; unit_price: number; row_total: number }[];
  totals: { sub_total: number; discount_total: number; shipping_costs: number; payment_costs: number; additional_costs: number; grand_total: number; vat: number };
  history: { status: string; from_status: string | null; note: string; created_at: string }[];
  invoice_available: boolean;
  /** Set once staff marked the order shipped: the carrier's own tracking page. */
  tracking: { carrier: string; code: string; url: string; shipped_at: string | null } | null;
}

export interface Subscription {
  id: number;
  email: string;
  status: 'pending' | 'subscribed' | 'unsubscribed';
  created_at: string;
}

function headers(auth: CustomerAuth): HeadersInit {
  const h: Record<string, string> = {};
  if (auth.token) h['x-customer-token'] = auth.token;
  if (auth.ip) h['x-forwarded-for'] = auth.ip;
  return h;
}

const call = <T>(commerce: CommerceClient, auth: CustomerAuth, method: string, path: string, body?: unknown) =>
  commerce.request<T>(method, path, { headers: headers(auth), body });

export const customerApi = {
  login: (c: CommerceClient, auth: CustomerAuth, body: { username: string; password: string }) => call<CustomerSession>(c, auth, 'POST', '/v1/customer/login', body),
  logout: (c: CommerceClient, auth: CustomerAuth) => call<{ loggedIn: false }>(c, auth, 'GET', '/v1/customer/logout'),
  status: (c: CommerceClient, auth: CustomerAuth) => call<{ loggedIn: boolean; customer: CustomerSummary | null }>(c, auth, 'GET', '/v1/customer/login/status'),
  get: (c: CommerceClient, auth: CustomerAuth) => call<{ customer: Customer }>(c, auth, 'GET', '/v1/customer'),
  update: (c: CommerceClient, auth: CustomerAuth, body: CustomerForm) => call<{ customer: Customer; message: string }>(c, auth, 'PUT', '/v1/customer', body),
  register: (c: CommerceClient, auth: CustomerAuth, body: RegisterForm) => call<{ message: string }>(c, auth, 'POST', '/v1/customer', body),
  accountFromOrder: (c: CommerceClient, auth: CustomerAuth, body: { order_number: string; order_token: string; password: string; password_confirmation: string }) =>
    call<{ message: string }>(c, auth, 'POST', '/v1/checkout/customer/account', body),
  changePassword: (c: CommerceClient, auth: CustomerAuth, body: { current_password: string; password: string; password_confirmation: string }) =>
    call<{ message: string }>(c, auth, 'PUT', '/v1/customer/password', body),
  forgotPassword: (c: CommerceClient, auth: CustomerAuth, email: string) => call<{ message: string }>(c, auth, 'POST', '/v1/customer/password/forgot', { email }),
  resetPassword: (c: CommerceClient, auth: CustomerAuth, body: { token: string; password: string; password_confirmation: string }) =>
    call<{ message: string }>(c, auth, 'POST', '/v1/customer/password/reset', body),
  confirmEmail: (c: CommerceClient, auth: CustomerAuth, token: string) => call<CustomerSession>(c, auth, 'POST', '/v1/customer/email/confirm', { token }),
  confirmEmailChange: (c: CommerceClient, auth: CustomerAuth, token: string) => call<{ message: string }>(c, auth, 'POST', '/v1/customer/email/change/confirm', { token }),
  loginWithLink: (c: CommerceClient, auth: CustomerAuth, token: string) => call<CustomerSession>(c, auth, 'POST', '/v1/customer/login/link', { token }),
  address: (c: CommerceClient, auth: CustomerAuth, kind: 'billing' | 'shipping') =>
    call<{ address: Address | null; same_as_billing: boolean }>(c, auth, 'GET', `/v1/customer/address/${kind}`),
  saveAddress: (c: CommerceClient, auth: CustomerAuth, kind: 'billing' | 'shipping', body: BillingAddress | ShippingAddress) =>
    call<{ address: Address; same_as_billing: boolean; message: string }>(c, auth, 'PUT', `/v1/customer/address/${kind}`, body),
  orders: (c: CommerceClient, auth: CustomerAuth) => call<{ orders: OrderSummary[] }>(c, auth, 'GET', '/v1/customer/orders'),
  order: (c: CommerceClient, auth: CustomerAuth, ref: string) => call<{ order: OrderDetail }>(c, auth, 'GET', `/v1/customer/orders/${encodeURIComponent(ref)}`),
  invoice: (c: CommerceClient, auth: CustomerAuth, ref: string) =>
    c.requestRaw('GET', `/v1/customer/orders/${encodeURIComponent(ref)}/invoice`, { headers: { ...headers(auth), accept: 'application/pdf' } }),
  subscription: (c: CommerceClient, auth: CustomerAuth) => call<{ subscription: Subscription | null }>(c, auth, 'GET', '/v1/customer/subscription'),
  subscribe: (c: CommerceClient, auth: CustomerAuth, email: string) => call<{ message: string }>(c, auth, 'POST', '/v1/customer/subscription', { email }),
  confirmSubscription: (c: CommerceClient, auth: CustomerAuth, token: string) =>
    call<{ subscription: Subscription }>(c, auth, 'POST', '/v1/customer/subscription/confirm', { token }),
  unsubscribe: (c: CommerceClient, auth: CustomerAuth, id: number) => call<{ subscription: Subscription }>(c, auth, 'DELETE', `/v1/customer/subscription/${id}`),
  returnRequest: (c: CommerceClient, auth: CustomerAuth, body: ReturnRequest) =>
    call<{ message: string; order_number: string }>(c, auth, 'POST', '/v1/customer/service-fee-request', body),
};
