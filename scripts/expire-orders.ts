// `npm run expire-orders`: expires pending orders past their payment's lifetime (asking the payment
// provider first) and delivers the outbox once. The shop does this itself every minute; this is for
// cron on a deployment that runs the API elsewhere, or to run it now. With PGlite it refuses (exit
// 75) while the shop runs, which does this work itself: see scripts/maintenance-database.ts.
import path from 'node:path';
import { commerceConfigFromSettings } from '../commerce/config';
import { settingsOrExit } from '../commerce/settings';
import { openMaintenanceDatabase } from './maintenance-database';
import { molliePaymentProviderFromEnv } from '../commerce/providers/factory';
import { createOutboxMailer, createSmtpMailer, smtpSettingsFromEnv } from '../commerce/providers/mail';
import { createSandboxProvider, sandboxLifetimeFromEnv } from '../commerce/providers/payment/sandbox';
import { expireOrders } from '../commerce/order/orders';
import { deliverOutbox } from '../commerce/platform/outbox';

// A wrong setting stops the script with a message naming it, as it stops the server.
const settings = settingsOrExit(process.env);
const config = commerceConfigFromSettings(settings);
const database = await openMaintenanceDatabase(config);
const smtp = smtpSettingsFromEnv(process.env);
const mailer = smtp ? await createSmtpMailer(smtp) : createOutboxMailer(path.join(config.dataDir, 'outbox'));
const payments =
  molliePaymentProviderFromEnv(process.env) ?? createSandboxProvider(database.db, { lifetimeMinutes: sandboxLifetimeFromEnv(process.env) });
const result = await expireOrders(database.db, { payments, mailer, publicUrl: payments.name === 'sandbox' ? '' : config.publicUrl });
const outbox = await deliverOutbox(database.db, { mailer, payments }, { limit: 500 });
console.log(
  `${result.expired} bestelling(en) verlopen, ${result.paid} alsnog betaald, ${result.postponed} uitgesteld; ${outbox.sent} bericht(en) verstuurd, ${outbox.failed} mislukt`,
);
await database.close();
