// Self-service returns in the back office (/v1/admin/customer-returns; docs/decisions/0057).
import * as ops from '#contract/operations/admin/customer-returns';
import { staffCall, type StaffCaller } from './client.server';

export type CustomerReturnFilter = 'open' | 'aangemeld' | 'onderweg' | 'ontvangen' | 'terugbetaald' | 'afgewezen';

export const customerReturnsApi = {
  list: (caller: StaffCaller, status: CustomerReturnFilter) => staffCall(caller, ops.listCustomerReturns, { query: { status } }),
  receive: (caller: StaffCaller, id: number, note?: string) =>
    staffCall(caller, ops.receiveCustomerReturn, { params: { id }, body: note ? { note } : {} }),
  previewRefund: (caller: StaffCaller, id: number) => staffCall(caller, ops.previewCustomerReturnRefund, { params: { id } }),
  reject: (caller: StaffCaller, id: number, reason: string) =>
    staffCall(caller, ops.rejectCustomerReturn, { params: { id }, body: { reason } }),
  pickedUp: (caller: StaffCaller, id: number) => staffCall(caller, ops.trialPickupDone, { params: { id }, body: {} }),
  refund: (caller: StaffCaller, id: number) => staffCall(caller, ops.refundCustomerReturn, { params: { id }, body: {} }),
};
