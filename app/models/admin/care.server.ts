// Returns queue, catalogue care (stock, availability, prices) and review moderation (/v1/admin).
import * as ops from '#contract/operations/admin/care';
import type { AdminReturn } from '#contract/schemas/admin';
import { staffCall, type StaffCaller } from './client.server';

export type { AdminProduct, AdminVariant, PendingReview, QueuedReturn } from '#contract/schemas/admin';
export type ReturnFilter = 'open' | AdminReturn['status'];

export const returnsApi = {
  list: (caller: StaffCaller, status: ReturnFilter) => staffCall(caller, ops.listReturns, { query: { status } }),
  approve: (caller: StaffCaller, id: number) => staffCall(caller, ops.approveReturn, { params: { id } }),
  receive: (caller: StaffCaller, id: number) => staffCall(caller, ops.receiveReturn, { params: { id } }),
  refund: (caller: StaffCaller, id: number, body: { amount?: number }) => staffCall(caller, ops.refundReturn, { params: { id }, body }),
  reject: (caller: StaffCaller, id: number, reason: string) => staffCall(caller, ops.rejectReturn, { params: { id }, body: { reason } }),
};

export const catalogueApi = {
  lowStock: (caller: StaffCaller, threshold: number) => staffCall(caller, ops.listLowStock, { query: { threshold } }),
  product: (caller: StaffCaller, id: number) => staffCall(caller, ops.getProduct, { params: { id } }),
  stock: (caller: StaffCaller, variantId: number, change: { set: number } | { add: number }) =>
    staffCall(caller, ops.changeStock, { params: { id: variantId }, body: change }),
  price: (caller: StaffCaller, variantId: number, body: { price: number; price_old: number | null }) =>
    staffCall(caller, ops.setPrice, { params: { id: variantId }, body }),
  availability: (caller: StaffCaller, productId: number, available: boolean) =>
    staffCall(caller, ops.setAvailability, { params: { id: productId }, body: { available } }),
};

export const reviewsApi = {
  queue: (caller: StaffCaller) => staffCall(caller, ops.listPendingReviews),
  moderate: (caller: StaffCaller, id: number, status: 'approved' | 'rejected') =>
    staffCall(caller, ops.moderateReview, { params: { id }, body: { status } }),
  reply: (caller: StaffCaller, id: number, reply: string) => staffCall(caller, ops.replyToReview, { params: { id }, body: { reply } }),
};
