// Orders in the back office: the list (search, filters, 50 a page), CSV, the order page and its
// actions (/v1/admin/orders).
import { segment, staffFile, staffGet, staffSend, type StaffCaller } from './client.server';

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CARRIERS = ['PostNL', 'DHL'] as const;
export type Carrier = (typeof CARRIERS)[number];

export interface OrderListQuery {
  q?: string;
  status?: OrderStatus;
  payment_method?: string;
  from?: string;
  to?: string;
  cursor?: string;
}

export interface OrderListRow {
  id: number;
  number: string;
  status: OrderStatus;
  created_at: string;
  name: string;
  email: string;
  zipcode: string | null;
  city: string | null;
  payment_method: string;
  grand_total: number;
}

export type AdminAddress = Partial<Record<'first_name' | 'last_name' | 'company' | 'street' | 'house_number' | 'extension' | 'zipcode' | 'city' | 'country_code', string | null>>;

export interface AdminOrderPage {
  order: {
    id: number;
    number: string;
    status: OrderStatus;
    created_at: string;
    email: string;
    customer_id: number | null;
    customer: Record<string, string | null>;
    billing_address: AdminAddress;
    shipping_address: AdminAddress;
    payment_method: string;
    shipping_method: string;
    discount_code: string | null;
    totals: { sub_total: number; discount_total: number; shipping_costs: number; payment_costs: number; additional_costs: number; grand_total: number };
    tracking: { carrier: Carrier; code: string; url: string; shipped_at: string | null } | null;
    refundable: number;
    anonymised: boolean;
  };
  lines: { id: number; variant_id: number; title: string; sku: string; options: string[]; quantity: number; unit_price: number; row_total: number }[];
  payments: { id: number; provider: string; provider_payment_id: string; status: string; method: string; amount: number; kept: boolean; refunded_amount: number; created_at: string }[];
  refunds: { id: number; amount: number; reason: string; lines: { line_id: number; quantity: number }[] | null; status: string; by: string | null; created_at: string }[];
  returns: AdminReturn[];
  events: { from_status: string | null; to_status: string; note: string; created_at: string }[];
  staff_actions: { action: string; actor: string; after: unknown; created_at: string }[];
}

export interface AdminReturn {
  id: number;
  order_id: number;
  kind: string;
  reason: string;
  status: 'requested' | 'approved' | 'received' | 'refunded' | 'rejected';
  return_number: string | null;
  reject_reason: string | null;
  refund_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface RefundInput {
  request_id: string;
  amount?: number;
  lines?: { line_id: number; quantity: number }[];
  reason: string;
}

const path = (number: string, action = '') => `/v1/admin/orders/${segment(number)}${action}`;

export const ordersApi = {
  list: (caller: StaffCaller, query: OrderListQuery) => staffGet<{ orders: OrderListRow[]; next_cursor: string | null }>(caller, '/v1/admin/orders', { ...query }),
  csv: (caller: StaffCaller, query: OrderListQuery) => staffFile(caller, '/v1/admin/orders.csv', { ...query, cursor: undefined }),
  get: (caller: StaffCaller, number: string) => staffGet<AdminOrderPage>(caller, path(number)),
  ship: (caller: StaffCaller, number: string, body: { carrier: Carrier; tracking_code: string }) => staffSend<{ changed: boolean }>(caller, 'POST', path(number, '/ship'), body),
  deliver: (caller: StaffCaller, number: string) => staffSend<{ changed: boolean }>(caller, 'POST', path(number, '/deliver')),
  cancel: (caller: StaffCaller, number: string, reason: string) => staffSend<{ changed: boolean }>(caller, 'POST', path(number, '/cancel'), { reason }),
  refund: (caller: StaffCaller, number: string, body: RefundInput) => staffSend<{ refund: { id: number; amount: number; status: string }; replayed: boolean }>(caller, 'POST', path(number, '/refund'), body),
};
