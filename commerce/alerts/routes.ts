// /v1/alerts and /v1/customer/alerts (contract/operations/alerts.ts): stock alerts with double opt-in
// and one-click unsubscribe, and the account's price-drop opt-in (docs/decisions/0052).
import type { Context } from 'hono';
import * as ops from '#contract/operations/alerts';
import { ALERT_MESSAGES } from '#contract/forms/alerts';
import { createRouter, errorBody, type CommerceEnv } from '../http';
import { clientIp, createLimiterFactory, currentCustomer, notLoggedIn } from '../customer/context';
import { LIMITS, type Limit } from '../platform/rate-limits';
import { deliverNow, enqueueMail } from '../platform/outbox';
import {
  AlertError,
  alertJson,
  alertsOfEmail,
  confirmationMail,
  confirmStockAlert,
  requestStockAlert,
  unsubscribeStockAlert,
  type AlertLinks,
} from './stock-alerts';
import { priceAlertsEnabled, setPriceAlerts } from './price-alerts';

/**
 * Confirmation mails per address per hour, from any number of IP addresses: a stranger cannot fill
 * someone's mailbox by asking about many variants. (Per IP address the shop's mail limit counts.)
 */
export const ALERT_EMAIL_LIMIT: Limit = {
  name: 'stock-alert:email',
  max: 5,
  windowMs: 60 * 60_000,
  message: 'Voor dit e-mailadres zijn net al een paar voorraadmeldingen aangevraagd. Probeer het over een uur opnieuw.',
};

const db = (c: Context<CommerceEnv>) => c.get('deps').database.db;
const links = (c: Context<CommerceEnv>): AlertLinks => {
  const { config } = c.get('deps');
  return { publicUrl: config.publicUrl, tokenSecret: config.tokenSecret };
};
const outboxDeps = (c: Context<CommerceEnv>) => {
  const { providers } = c.get('deps');
  return { mailer: providers.mailer, logger: providers.logger };
};

const badLink = (c: Context<CommerceEnv>) =>
  c.json(errorBody(ALERT_MESSAGES.invalidLink, [{ path: 'token', message: ALERT_MESSAGES.invalidLink }]), 400);

export function createAlertRoutes() {
  const app = createRouter();
  const limiterOf = createLimiterFactory();

  app.openapi(ops.requestStockAlert, async (c) => {
    const { variant_id, email } = c.req.valid('json');
    const limiter = limiterOf(c);
    // Refused before anything is looked up: a flood of addresses from one network (an IPv6 /64
    // counts as one, and its /48 as one site) stops at the shop's mail limit, whatever the variants.
    if (!(await limiter.takeAddress(LIMITS.mailIp, clientIp(c)))) throw new AlertError(LIMITS.mailIp.message, 429);
    // Counted for every request, so the answer says nothing about the address's alerts.
    if (!(await limiter.take(ALERT_EMAIL_LIMIT, email.trim().toLowerCase()))) throw new AlertError(ALERT_EMAIL_LIMIT.message, 429);
    const current = await currentCustomer(c);
    // The account is linked only to an alert for its own address: signing up someone else's address
    // while logged in must not put that person's alert in this account's list, export or erasure.
    const own = current && current.customer.email.trim().toLowerCase() === email.trim().toLowerCase();
    const wanted = await requestStockAlert(db(c), { variantId: variant_id, email, customerId: own ? current.customer.id : null });
    if (wanted) {
      const key = `stock-alert-confirm:${wanted.alert.id}:${wanted.alert.createdAt.getTime()}`;
      // Queued now (the outbox keeps it), delivered after the answer, as the password reset does: how
      // long the relay takes, or whether there is a mail at all, must not show (attack review H4).
      await enqueueMail(db(c), key, confirmationMail(links(c), wanted.alert, wanted.info));
      const database = db(c);
      const deps = outboxDeps(c);
      c.get('deps').background.run('stock-alert-confirm', () => deliverNow(database, deps, [key]));
    }
    return c.json({ message: ALERT_MESSAGES.requested }, 202);
  });

  app.openapi(ops.confirmStockAlert, async (c) => {
    const done = await confirmStockAlert(db(c), c.req.valid('json').token, links(c));
    if (!done) return badLink(c);
    await deliverNow(db(c), outboxDeps(c), done.keys);
    return c.json({ message: ALERT_MESSAGES.confirmed, alert: alertJson(done.alert, done.info) }, 200);
  });

  app.openapi(ops.unsubscribeStockAlert, async (c) => {
    const done = await unsubscribeStockAlert(db(c), c.req.valid('json').token, links(c));
    if (!done) return badLink(c);
    return c.json({ message: ALERT_MESSAGES.unsubscribed, alert: alertJson(done.alert, done.info) }, 200);
  });

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe address,
  // without our service token or a session (a public path in app.ts); the signed token is the proof.
  app.post(ops.ONE_CLICK_UNSUBSCRIBE_PATH, async (c) => {
    const token = c.req.query('token') ?? '';
    const done = token.length <= 300 ? await unsubscribeStockAlert(db(c), token, links(c)) : null;
    if (!done) return c.text(ALERT_MESSAGES.invalidLink, 400);
    return c.text(ALERT_MESSAGES.unsubscribed, 200);
  });

  app.openapi(ops.listMyAlerts, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const [stock_alerts, price_alerts] = await Promise.all([
      alertsOfEmail(db(c), current.customer.email),
      priceAlertsEnabled(db(c), current.customer.id),
    ]);
    return c.json({ stock_alerts, price_alerts }, 200);
  });

  app.openapi(ops.setPriceAlerts, async (c) => {
    const current = await currentCustomer(c);
    if (!current) return notLoggedIn(c);
    const on = c.req.valid('json').price_alerts;
    await setPriceAlerts(db(c), current.customer.id, on);
    return c.json({ message: on ? ALERT_MESSAGES.priceAlertsOn : ALERT_MESSAGES.priceAlertsOff, price_alerts: on }, 200);
  });

  return app;
}
