// Staff login in two steps, logout and the one-time enrolment / password links (/v1/admin/auth).
import type { StaffRole } from '~/lib/admin/staff-session.server';
import { segment, staffGet, staffSend, type StaffCaller } from './client.server';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  refund_limit: number | null;
  enrolled: boolean;
  disabled: boolean;
  created_at: string;
}

export interface StaffLink {
  purpose: 'enrol' | 'password_reset';
  email: string;
  expires_at: string;
  otpauth_uri: string | null;
  /** An SVG data URL of the otpauth URI (no script needed to show it). */
  qr_code: string | null;
  secret: string | null;
}

export const staffAuthApi = {
  login: (caller: StaffCaller, body: { username: string; password: string }) => staffSend<{ ticket: string; expires_in: number }>(caller, 'POST', '/v1/admin/auth/login', body),
  otp: (caller: StaffCaller, body: { ticket: string; otp: string }) =>
    staffSend<{ token: string; token_type: 'Bearer'; idle_timeout: number; staff: StaffMember }>(caller, 'POST', '/v1/admin/auth/otp', body),
  logout: (caller: StaffCaller) => staffSend<{ message: string }>(caller, 'POST', '/v1/admin/auth/logout'),
  me: (caller: StaffCaller) => staffGet<{ staff: { id: number; email: string; role: StaffRole; refund_limit: number | null } }>(caller, '/v1/admin/auth/me'),
  describeLink: (caller: StaffCaller, token: string) => staffGet<StaffLink>(caller, `/v1/admin/auth/enrol/${segment(token)}`),
  completeLink: (caller: StaffCaller, token: string, body: { password: string; otp: string }) =>
    staffSend<{ message: string; recovery_codes: string[] }>(caller, 'POST', `/v1/admin/auth/enrol/${segment(token)}`, body),
};
