// `npm run remind-carts`: e-mails a restore link for carts idle longer than ABANDON_AFTER_MINUTES
// (default 60) that have an e-mail address; each cart once. Run it from cron every few minutes.
// With PGlite it refuses (exit 75) while the shop runs: see scripts/maintenance-database.ts.
import path from 'node:path';
import { commerceConfigFromSettings } from '../commerce/config';
import { settingsOrExit } from '../commerce/settings';
import { openMaintenanceDatabase } from './maintenance-database';
import { createOutboxMailer, createSmtpMailer, smtpSettingsFromEnv } from '../commerce/providers/mail';
import { remindAbandonedCarts } from '../commerce/cart/abandonment';

// A wrong setting stops the script with a message naming it, as it stops the server.
const settings = settingsOrExit(process.env);
const config = commerceConfigFromSettings(settings);
const database = await openMaintenanceDatabase(config);
const smtp = smtpSettingsFromEnv(process.env);
const mailer = smtp ? await createSmtpMailer(smtp) : createOutboxMailer(path.join(config.dataDir, 'outbox'));
const sent = await remindAbandonedCarts(
  database.db,
  { mailer, publicUrl: config.publicUrl, secret: config.tokenSecret },
  settings.ABANDON_AFTER_MINUTES,
);
console.log(`${sent} herinnering(en) verstuurd`);
await database.close();
