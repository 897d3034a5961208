// The alert calls (contract/operations/alerts.ts): stock alerts with double opt-in and the account's
// price-drop opt-in. The customer token (when logged in) and the shopper's IP address travel as headers.
import * as ops from '#contract/operations/alerts';
import type { CommerceClient } from './client.server';
import type { CustomerAuth } from './customer.server';

function headers(auth: CustomerAuth): Record<string, string> {
  const h: Record<string, string> = {};
  if (auth.token) h['x-customer-token'] = auth.token;
  if (auth.ip) h['x-forwarded-for'] = auth.ip;
  return h;
}

export const alertsApi = {
  requestStockAlert: (c: CommerceClient, auth: CustomerAuth, body: { variant_id: number; email: string }) =>
    c.call(ops.requestStockAlert, { headers: headers(auth), body }),
  confirm: (c: CommerceClient, auth: CustomerAuth, token: string) =>
    c.call(ops.confirmStockAlert, { headers: headers(auth), body: { token } }),
  unsubscribe: (c: CommerceClient, auth: CustomerAuth, token: string) =>
    c.call(ops.unsubscribeStockAlert, { headers: headers(auth), body: { token } }),
  mine: (c: CommerceClient, auth: CustomerAuth) => c.call(ops.listMyAlerts, { headers: headers(auth) }),
  setPriceAlerts: (c: CommerceClient, auth: CustomerAuth, on: boolean) =>
    c.call(ops.setPriceAlerts, { headers: headers(auth), body: { price_alerts: on } }),
};
