// The demo back-office accounts (demo data only, documented in the README): an owner and one
// medewerker, each with a fixed TOTP secret so a demo or a test can compute the code. A real shop
// creates its owner with `npm run create-owner -- email` and enrols a fresh secret.
import { staff } from '../schema';
import type { SeedDb } from './bulk';
import { DEMO_PASSWORD, hashPassword } from './customers';

import { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL } from './demo-addresses';
export { DEMO_OWNER_EMAIL, DEMO_STAFF_EMAIL };
/** base32, SHA-1, 6 digits, 30 s (the usual TOTP settings, docs/decisions/0036). */
export const DEMO_OWNER_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_STAFF_TOTP_SECRET = 'GEZDGNBVGY3TQOJQ';
/** The demo medewerker may refund up to € 100 at once. */
export const DEMO_STAFF_REFUND_LIMIT = 10_000;

export async function seedStaff(db: SeedDb): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(staff).values([
    { email: DEMO_OWNER_EMAIL, name: 'Demo-eigenaar', role: 'eigenaar', passwordHash, totpSecret: DEMO_OWNER_TOTP_SECRET },
    {
      email: DEMO_STAFF_EMAIL,
      name: 'Demo-medewerker',
      role: 'medewerker',
      passwordHash,
      totpSecret: DEMO_STAFF_TOTP_SECRET,
      refundLimit: DEMO_STAFF_REFUND_LIMIT,
    },
  ]);
}
