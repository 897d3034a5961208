// /v1/admin — discount codes, dashboard, privacy requests, staff management and the audit log
// (the last two for the owner only).
import { defineOperation } from '../../operation';
import {
  AuditAnswer,
  AuditQuery,
  AuditVerifyAnswer,
  BatchCreatedAnswer,
  BatchParam,
  CodeParam,
  DashboardAnswer,
  DashboardQuery,
  DiscountAnswer,
  DiscountBatchBody,
  DiscountCreateBody,
  DiscountListAnswer,
  DiscountListQuery,
  DiscountUpdateBody,
  IdParam,
  PasswordLinkAnswer,
  PrivacyBody,
  PrivacyEraseAnswer,
  PrivacyExportAnswer,
  StaffAnswer,
  StaffCreateBody,
  StaffCreatedAnswer,
  StaffListAnswer,
  StaffUpdateBody,
} from '../../schemas/admin';
import { adminErrors, answer, csvAnswer, jsonBody, security, tags } from './shared';

const base = { tags, security };

export const listDiscounts = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/discounts',
  summary: 'Kortingscodes met gebruik, en reeksen eenmalige codes',
  request: { query: DiscountListQuery },
  responses: { 200: answer('Codes', DiscountListAnswer), ...adminErrors },
});

export const createDiscount = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/discounts',
  summary: 'Kortingscode maken',
  request: { body: jsonBody(DiscountCreateBody) },
  responses: { 201: answer('Gemaakt', DiscountAnswer), ...adminErrors },
});

export const updateDiscount = defineOperation({
  ...base,
  method: 'patch',
  path: '/v1/admin/discounts/{code}',
  summary: 'Kortingscode wijzigen of uitschakelen (disabled)',
  request: { params: CodeParam, body: jsonBody(DiscountUpdateBody) },
  responses: { 200: answer('Gewijzigd', DiscountAnswer), ...adminErrors },
});

export const createDiscountBatch = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/discounts/batches',
  summary: 'N eenmalige codes in één reeks (eenmalig getoond; CSV blijft te downloaden)',
  request: { body: jsonBody(DiscountBatchBody) },
  responses: { 201: answer('De reeks', BatchCreatedAnswer), ...adminErrors },
});

export const exportDiscountBatch = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/discounts/batches/{batch}',
  summary: 'De codes van een reeks als CSV, met gebruik',
  request: { params: BatchParam },
  responses: { 200: csvAnswer('De codes (UTF-8 met BOM)'), ...adminErrors },
});

export const getDashboard = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/dashboard',
  summary: 'Bestellingen en omzet van vandaag en deze week, te verzenden, open retouren, weinig voorraad',
  request: { query: DashboardQuery },
  responses: { 200: answer('De cijfers', DashboardAnswer), ...adminErrors },
});

export const exportCustomerData = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/privacy/export',
  summary: 'Alle gegevens bij een e-mailadres als JSON',
  request: { body: jsonBody(PrivacyBody) },
  responses: { 200: answer('De gegevens', PrivacyExportAnswer), ...adminErrors },
});

export const eraseCustomerData = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/privacy/erase',
  summary: 'Gegevens wissen: bestellingen blijven (bewaarplicht), persoonsgegevens worden anoniem',
  request: { body: jsonBody(PrivacyBody) },
  responses: { 200: answer('Gewist', PrivacyEraseAnswer), ...adminErrors },
});

export const listStaff = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/staff',
  summary: 'Medewerkers (alleen eigenaar)',
  responses: { 200: answer('Medewerkers', StaffListAnswer), ...adminErrors },
});

export const createStaffMember = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/staff',
  summary: 'Medewerker aanmaken; antwoordt met een eenmalige inschrijflink (alleen eigenaar)',
  request: { body: jsonBody(StaffCreateBody) },
  responses: { 201: answer('Aangemaakt', StaffCreatedAnswer), ...adminErrors },
});

export const updateStaffMember = defineOperation({
  ...base,
  method: 'patch',
  path: '/v1/admin/staff/{id}',
  summary: 'Uitschakelen, limiet voor terugbetalingen, naam (alleen eigenaar)',
  request: { params: IdParam, body: jsonBody(StaffUpdateBody) },
  responses: { 200: answer('Gewijzigd', StaffAnswer), ...adminErrors },
});

export const resetStaffPassword = defineOperation({
  ...base,
  method: 'post',
  path: '/v1/admin/staff/{id}/reset-password',
  summary: 'Wachtwoord van een ander opnieuw laten instellen: eenmalige link (alleen eigenaar)',
  request: { params: IdParam },
  responses: { 200: answer('De link', PasswordLinkAnswer), ...adminErrors },
});

export const readAuditLog = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/audit',
  summary: 'Auditlog, nieuwste eerst (alleen eigenaar)',
  request: { query: AuditQuery },
  responses: { 200: answer('Regels', AuditAnswer), ...adminErrors },
});

export const verifyAuditLog = defineOperation({
  ...base,
  method: 'get',
  path: '/v1/admin/audit/verify',
  summary: 'Controleert de hashketen van het auditlog: de eerste regel die niet klopt (gewijzigd of verwijderd), alleen eigenaar',
  responses: { 200: answer('De controle', AuditVerifyAnswer), ...adminErrors },
});
