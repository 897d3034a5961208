// Orders in the back office: the list (search, filters, 50 a page), CSV, the order page and its
// actions (/v1/admin/orders).
import * as ops from '#contract/operations/admin/orders';
import type { CallInput } from '#contract/operation';
import { CARRIERS, ORDER_STATUSES } from '#contract/schemas/admin';
import { staffCall, staffDownload, type StaffCaller } from './client.server';

export type { AdminAddress, AdminOrderPage, AdminReturn, OrderListRow } from '#contract/schemas/admin';
export { CARRIERS, ORDER_STATUSES };
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type Carrier = (typeof CARRIERS)[number];

export type OrderListQuery = NonNullable<CallInput<typeof ops.listOrders>['query']>;
export type RefundInput = CallInput<typeof ops.refundOrder>['body'];

export const ordersApi = {
  list: (caller: StaffCaller, query: OrderListQuery) => staffCall(caller, ops.listOrders, { query }),
  csv: (caller: StaffCaller, query: OrderListQuery) => staffDownload(caller, ops.exportOrders, { query: { ...query, cursor: undefined } }),
  get: (caller: StaffCaller, number: string) => staffCall(caller, ops.getOrder, { params: { number } }),
  ship: (caller: StaffCaller, number: string, body: { carrier: Carrier; tracking_code: string }) =>
    staffCall(caller, ops.shipOrder, { params: { number }, body }),
  deliver: (caller: StaffCaller, number: string) => staffCall(caller, ops.deliverOrder, { params: { number } }),
  cancel: (caller: StaffCaller, number: string, reason: string) =>
    staffCall(caller, ops.cancelOrder, { params: { number }, body: { reason } }),
  refund: (caller: StaffCaller, number: string, body: RefundInput) => staffCall(caller, ops.refundOrder, { params: { number }, body }),
};
