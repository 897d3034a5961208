// Returns queue, catalogue care (stock, availability, prices) and review moderation (/v1/admin).
import { segment, staffGet, staffSend, type StaffCaller } from './client.server';
import type { AdminReturn } from './orders.server';

export type ReturnFilter = 'open' | AdminReturn['status'];
export type QueuedReturn = AdminReturn & { order_number: string; email: string; name: string };

export interface AdminVariant {
  id: number;
  product_id: number;
  sku: string;
  options: string[];
  price: number;
  price_old: number | null;
  stock: number;
}

export interface AdminProduct {
  product: { id: number; title: string; sku: string; available: boolean; price: number; price_old: number | null };
  variants: AdminVariant[];
}

export interface PendingReview {
  id: number;
  product_id: number;
  product: string;
  display_name: string;
  email: string;
  title: string;
  content: string;
  score: number;
  status: string;
  reply: string | null;
  created_at: string;
}

export const returnsApi = {
  list: (caller: StaffCaller, status: ReturnFilter) => staffGet<{ returns: QueuedReturn[] }>(caller, '/v1/admin/returns', { status }),
  approve: (caller: StaffCaller, id: number) => staffSend<{ changed: boolean }>(caller, 'POST', `/v1/admin/returns/${segment(id)}/approve`),
  receive: (caller: StaffCaller, id: number) => staffSend<{ changed: boolean }>(caller, 'POST', `/v1/admin/returns/${segment(id)}/receive`),
  refund: (caller: StaffCaller, id: number, body: { amount?: number }) => staffSend<{ changed: boolean }>(caller, 'POST', `/v1/admin/returns/${segment(id)}/refund`, body),
  reject: (caller: StaffCaller, id: number, reason: string) => staffSend<{ changed: boolean }>(caller, 'POST', `/v1/admin/returns/${segment(id)}/reject`, { reason }),
};

export const catalogueApi = {
  lowStock: (caller: StaffCaller, threshold: number) => staffGet<{ threshold: number; variants: (AdminVariant & { title: string; available: boolean })[] }>(caller, '/v1/admin/stock/low', { threshold }),
  product: (caller: StaffCaller, id: number) => staffGet<AdminProduct>(caller, `/v1/admin/products/${segment(id)}`),
  stock: (caller: StaffCaller, variantId: number, change: { set: number } | { add: number }) => staffSend<{ variant: AdminVariant }>(caller, 'POST', `/v1/admin/variants/${segment(variantId)}/stock`, change),
  price: (caller: StaffCaller, variantId: number, body: { price: number; price_old: number | null }) => staffSend<{ variant: AdminVariant }>(caller, 'POST', `/v1/admin/variants/${segment(variantId)}/price`, body),
  availability: (caller: StaffCaller, productId: number, available: boolean) =>
    staffSend<{ product: { id: number; title: string; available: boolean } }>(caller, 'POST', `/v1/admin/products/${segment(productId)}/availability`, { available }),
};

export const reviewsApi = {
  queue: (caller: StaffCaller) => staffGet<{ reviews: PendingReview[] }>(caller, '/v1/admin/reviews'),
  moderate: (caller: StaffCaller, id: number, status: 'approved' | 'rejected') => staffSend<{ id: number; status: string }>(caller, 'POST', `/v1/admin/reviews/${segment(id)}/moderate`, { status }),
  reply: (caller: StaffCaller, id: number, reply: string) => staffSend<{ id: number; reply: string | null }>(caller, 'POST', `/v1/admin/reviews/${segment(id)}/reply`, { reply }),
};
