// Discount codes, the dashboard, privacy requests, staff management and the audit log (/v1/admin).
import * as ops from '#contract/operations/admin/office';
import type { CallInput } from '#contract/operation';
import type { DISCOUNT_KINDS } from '#contract/schemas/admin';
import { staffCall, staffDownload, type StaffCaller } from './client.server';

export type { AdminDiscount, AuditEntry, DashboardNumbers as Dashboard, DiscountBatch } from '#contract/schemas/admin';
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code's rules as the forms send them (moments as ISO text). */
export type DiscountRules = Required<Omit<CallInput<typeof ops.createDiscount>['body'], 'code'>>;
type DiscountChange = CallInput<typeof ops.updateDiscount>['body'];
type NewStaffMember = CallInput<typeof ops.createStaffMember>['body'];
type StaffChange = CallInput<typeof ops.updateStaffMember>['body'];

export const discountsApi = {
  list: (caller: StaffCaller, q?: string) => staffCall(caller, ops.listDiscounts, { query: { q } }),
  create: (caller: StaffCaller, body: DiscountRules & { code: string }) => staffCall(caller, ops.createDiscount, { body }),
  update: (caller: StaffCaller, code: string, change: DiscountChange) =>
    staffCall(caller, ops.updateDiscount, { params: { code }, body: change }),
  batch: (caller: StaffCaller, body: DiscountRules & { prefix: string; count: number }) =>
    staffCall(caller, ops.createDiscountBatch, { body }),
  batchCsv: (caller: StaffCaller, batch: string) => staffDownload(caller, ops.exportDiscountBatch, { params: { batch } }),
};

export const dashboardApi = {
  get: (caller: StaffCaller, threshold?: number) => staffCall(caller, ops.getDashboard, { query: { low_stock_threshold: threshold } }),
};

export const privacyApi = {
  export: (caller: StaffCaller, email: string) => staffCall(caller, ops.exportCustomerData, { body: { email } }),
  erase: (caller: StaffCaller, email: string) => staffCall(caller, ops.eraseCustomerData, { body: { email, confirm: true } }),
};

export const staffApi = {
  list: (caller: StaffCaller) => staffCall(caller, ops.listStaff),
  create: (caller: StaffCaller, body: NewStaffMember) => staffCall(caller, ops.createStaffMember, { body }),
  update: (caller: StaffCaller, id: number, change: StaffChange) =>
    staffCall(caller, ops.updateStaffMember, { params: { id }, body: change }),
  resetPassword: (caller: StaffCaller, id: number) => staffCall(caller, ops.resetStaffPassword, { params: { id } }),
};

export const auditApi = {
  list: (caller: StaffCaller, before?: number) => staffCall(caller, ops.readAuditLog, { query: { before } }),
};
