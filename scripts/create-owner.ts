// `npm run create-owner -- email`: creates the shop's owner account for the back office and prints a
// one-time enrolment link (72 hours). Opening it shows the QR code for the authenticator app; the
// owner then chooses a password, confirms with a first code and gets ten recovery codes, once.
// With PGlite it refuses (exit 75) while the shop runs: see scripts/maintenance-database.ts.
// On a real shop (not demo mode: docs/decisions/0044) it also removes the demo accounts of the
// README, whose passwords and TOTP secrets are public; the shop refuses to start while it holds them.
import { z } from 'zod';
import { commerceConfigFromSettings, demoModeFromEnv } from '../commerce/config';
import { settingsOrExit } from '../commerce/settings';
import { isDemoEmail } from '../commerce/db/seed/demo-addresses';
import { removeDemoAccounts } from '../commerce/db/seed/demo-guard';
import { migrateDatabase } from '../commerce/db/client';
import { AdminError, CLI_ACTOR } from '../commerce/admin/context';
import { createStaffMember } from '../commerce/admin/staff';
import { openMaintenanceDatabase } from './maintenance-database';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .email()
  .max(255)
  .safeParse(process.argv[2] ?? '');
if (!email.success) {
  console.error('Gebruik: npm run create-owner -- eigenaar@voorbeeld.nl');
  process.exit(2);
}
// A demo person's address (the README prints it with its password and secret) would be removed again as
// a demo account, and the shop would refuse to start on it: refuse it here (attack review 2026-11-27).
if (isDemoEmail(email.data)) {
  console.error(
    `${email.data} is een demo-adres uit de README: de winkel ziet een account met dat adres als demo-account. ` +
      'Kies een eigen e-mailadres: npm run create-owner -- eigenaar@jouwwinkel.nl',
  );
  process.exit(2);
}

// A wrong setting stops the script with a message naming it, as it stops the server.
const settings = settingsOrExit(process.env);
const config = commerceConfigFromSettings(settings);
const database = await openMaintenanceDatabase(config);
let exitCode = 0;
try {
  await migrateDatabase(database);
  if (!demoModeFromEnv(process.env)) {
    for (const removed of await removeDemoAccounts(database.db))
      console.log(`Demo-account verwijderd: ${removed.kind === 'staff' ? 'medewerker' : 'klant'} ${removed.email} (${removed.reason}).`);
  }
  const created = await createStaffMember(
    database.db,
    config.publicUrl,
    CLI_ACTOR,
    { email: email.data, name: '', role: 'eigenaar', refund_limit: null },
    new Date(),
  );
  console.log(`Eigenaar ${created.staff.email} aangemaakt.`);
  console.log(
    `Open deze link om de authenticator-app te koppelen en een wachtwoord te kiezen (eenmalig, geldig tot ${created.expires_at}):`,
  );
  console.log(created.enrol_link);
} catch (error) {
  if (!(error instanceof AdminError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await database.close();
}
process.exitCode = exitCode;
