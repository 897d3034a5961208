// Discount codes, the dashboard, privacy requests, staff management and the audit log (/v1/admin).
import { segment, staffFile, staffGet, staffSend, type StaffCaller } from './client.server';
import type { StaffMember } from './auth.server';

export type DiscountKind = 'percentage' | 'fixed' | 'free_shipping';

export interface DiscountRules {
  kind: DiscountKind;
  value: number;
  min_order_value: number;
  valid_from: string | null;
  valid_to: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  description: string;
}

export interface AdminDiscount extends DiscountRules {
  code: string;
  times_used: number;
  disabled: boolean;
  batch: string | null;
}

export interface DiscountBatch {
  batch: string;
  codes: number;
  used: number;
  kind: DiscountKind;
  value: number;
  disabled: boolean;
}

export interface Dashboard {
  orders_today: number;
  revenue_today: number;
  orders_week: number;
  revenue_week: number;
  waiting_to_ship: number;
  open_returns: number;
  low_stock: number;
  low_stock_threshold: number;
  at: string;
}

export interface AuditEntry {
  id: number;
  staff_id: number | null;
  actor: string;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

export const discountsApi = {
  list: (caller: StaffCaller, q?: string) => staffGet<{ codes: AdminDiscount[]; batches: DiscountBatch[] }>(caller, '/v1/admin/discounts', { q }),
  create: (caller: StaffCaller, body: DiscountRules & { code: string }) => staffSend<{ code: AdminDiscount }>(caller, 'POST', '/v1/admin/discounts', body),
  update: (caller: StaffCaller, code: string, change: Partial<DiscountRules> & { disabled?: boolean }) => staffSend<{ code: AdminDiscount }>(caller, 'PATCH', `/v1/admin/discounts/${segment(code)}`, change),
  batch: (caller: StaffCaller, body: DiscountRules & { prefix: string; count: number }) => staffSend<{ batch: string; codes: string[] }>(caller, 'POST', '/v1/admin/discounts/batches', body),
  batchCsv: (caller: StaffCaller, batch: string) => staffFile(caller, `/v1/admin/discounts/batches/${segment(batch)}`),
};

export const dashboardApi = {
  get: (caller: StaffCaller, threshold?: number) => staffGet<Dashboard>(caller, '/v1/admin/dashboard', { low_stock_threshold: threshold }),
};

export const privacyApi = {
  export: (caller: StaffCaller, email: string) => staffSend<Record<string, unknown>>(caller, 'POST', '/v1/admin/privacy/export', { email }),
  erase: (caller: StaffCaller, email: string) => staffSend<Record<string, unknown>>(caller, 'POST', '/v1/admin/privacy/erase', { email, confirm: true }),
};

export const staffApi = {
  list: (caller: StaffCaller) => staffGet<{ staff: StaffMember[] }>(caller, '/v1/admin/staff'),
  create: (caller: StaffCaller, body: { email: string; name: string; role: StaffMember['role']; refund_limit: number | null }) =>
    staffSend<{ staff: StaffMember; enrol_link: string; expires_at: string }>(caller, 'POST', '/v1/admin/staff', body),
  update: (caller: StaffCaller, id: number, change: { disabled?: boolean; refund_limit?: number | null; name?: string }) => staffSend<{ staff: StaffMember }>(caller, 'PATCH', `/v1/admin/staff/${segment(id)}`, change),
  resetPassword: (caller: StaffCaller, id: number) => staffSend<{ link: string; purpose: string; expires_at: string }>(caller, 'POST', `/v1/admin/staff/${segment(id)}/reset-password`),
};

export const auditApi = {
  list: (caller: StaffCaller, before?: number) => staffGet<{ entries: AuditEntry[]; next_before: number | null }>(caller, '/v1/admin/audit', { before }),
};
