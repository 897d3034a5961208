// /v1/admin/auth — staff login (password → ticket → TOTP or recovery code → session), logout, who
// am I, and the one-time enrolment / password links. Login, second factor and the links are open.
import { defineOperation } from '../../operation';
import {
  EnrolBody,
  LinkCompletedAnswer,
  LoginAnswer,
  LoginBody,
  MeAnswer,
  MessageAnswer,
  OtpBody,
  SessionAnswer,
  StaffLinkSchema,
  TokenParam,
} from '../../schemas/admin';
import { adminErrors, answer, jsonBody, security, tags, tooManyAttempts } from './shared';

export const staffLogin = defineOperation({
  method: 'post',
  path: '/v1/admin/auth/login',
  tags,
  summary: 'Stap 1: e-mailadres en wachtwoord → inlogticket (5 minuten)',
  request: { body: jsonBody(LoginBody) },
  responses: { 200: answer('Ticket voor de tweede stap', LoginAnswer), ...adminErrors, ...tooManyAttempts },
});

export const staffOtp = defineOperation({
  method: 'post',
  path: '/v1/admin/auth/otp',
  tags,
  summary: 'Stap 2: ticket + TOTP-code (of herstelcode, eenmalig) → medewerkerstoken',
  request: { body: jsonBody(OtpBody) },
  responses: { 200: answer('Medewerkerstoken (verloopt na 8 uur zonder gebruik)', SessionAnswer), ...adminErrors, ...tooManyAttempts },
});

export const staffLogout = defineOperation({
  method: 'post',
  path: '/v1/admin/auth/logout',
  tags,
  security,
  summary: 'Uitloggen: de sessie vervalt',
  responses: { 200: answer('Uitgelogd', MessageAnswer), ...adminErrors },
});

export const staffMe = defineOperation({
  method: 'get',
  path: '/v1/admin/auth/me',
  tags,
  security,
  summary: 'De ingelogde medewerker',
  responses: { 200: answer('Medewerker', MeAnswer), ...adminErrors },
});

export const describeStaffLink = defineOperation({
  method: 'get',
  path: '/v1/admin/auth/enrol/{token}',
  tags,
  summary: 'Eenmalige link: otpauth-URI en QR-code (inschrijven) of alleen het account (wachtwoord opnieuw)',
  request: { params: TokenParam },
  responses: { 200: answer('De link', StaffLinkSchema), ...adminErrors },
});

export const completeStaffLink = defineOperation({
  method: 'post',
  path: '/v1/admin/auth/enrol/{token}',
  tags,
  summary: 'Link gebruiken: nieuw wachtwoord + eerste code; inschrijven geeft eenmalig 10 herstelcodes',
  request: { params: TokenParam, body: jsonBody(EnrolBody) },
  // 429: the fifth wrong code burns the link (docs/decisions/0044).
  responses: { 200: answer('Klaar', LinkCompletedAnswer), ...adminErrors, ...tooManyAttempts },
});
