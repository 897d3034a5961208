// The crew's delivery planning in the back office (/v1/admin/delivery, docs/decisions/0066).
import * as ops from '#contract/operations/admin/delivery';
import { staffCall, type StaffCaller } from './client.server';

export type { DayList, DeliveryStop, PlanWeek } from '#contract/schemas/delivery-planning';

export const deliveryPlanningApi = {
  week: (caller: StaffCaller, region: string, week?: string) => staffCall(caller, ops.getDeliveryWeek, { query: { region, week } }),
  setCapacity: (
    caller: StaffCaller,
    body: { region: string; days: string[]; ochtend?: number | null; middag?: number | null; avond?: number | null },
  ) => staffCall(caller, ops.setDeliveryCapacity, { body }),
  closeDay: (caller: StaffCaller, region: string, day: string) => staffCall(caller, ops.closeDeliveryDay, { body: { region, day } }),
  day: (caller: StaffCaller, region: string, day: string) => staffCall(caller, ops.getDeliveryDay, { params: { region, day } }),
  delivered: (caller: StaffCaller, number: string, region: string, day: string) =>
    staffCall(caller, ops.markDeliveryDelivered, { params: { number }, body: { region, day } }),
  notHome: (caller: StaffCaller, number: string, region: string, day: string) =>
    staffCall(caller, ops.markDeliveryNotHome, { params: { number }, body: { region, day } }),
};
