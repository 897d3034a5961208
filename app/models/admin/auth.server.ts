// Staff login in two steps, logout and the one-time enrolment / password links (/v1/admin/auth).
import * as ops from '#contract/operations/admin/auth';
import { staffCall, type StaffCaller } from './client.server';

export type { StaffLink, StaffMember } from '#contract/schemas/admin';

export const staffAuthApi = {
  login: (caller: StaffCaller, body: { username: string; password: string }) => staffCall(caller, ops.staffLogin, { body }),
  otp: (caller: StaffCaller, body: { ticket: string; otp: string }) => staffCall(caller, ops.staffOtp, { body }),
  logout: (caller: StaffCaller) => staffCall(caller, ops.staffLogout),
  me: (caller: StaffCaller) => staffCall(caller, ops.staffMe),
  describeLink: (caller: StaffCaller, token: string) => staffCall(caller, ops.describeStaffLink, { params: { token } }),
  completeLink: (caller: StaffCaller, token: string, body: { password: string; otp: string }) =>
    staffCall(caller, ops.completeStaffLink, { params: { token }, body }),
};
