// `npm run moderate-reviews`: the moderation path for product reviews. Without arguments it lists the
// pending reviews; `-- approve 12 13` or `-- reject 14` sets their status, after which an approved
// review shows on the product page and counts in its average. Reviews are shown as plain text, so a
// moderator judges content, not markup.
// With PGlite it refuses (exit 75) while the shop runs: see scripts/maintenance-database.ts.
import { commerceConfigFromEnv } from '../commerce/config';
import { openMaintenanceDatabase } from './maintenance-database';
import { moderateReview, pendingReviews } from '../commerce/services/reviews';

const [action, ...ids] = process.argv.slice(2);
const config = commerceConfigFromEnv();
const database = await openMaintenanceDatabase(config);
let exitCode = 0;
try {
  if (!action || action === 'list') {
    const pending = await pendingReviews(database.db, 100);
    if (pending.length === 0) console.log('Geen beoordelingen die op goedkeuring wachten.');
    for (const r of pending) {
      console.log(`#${r.id}  product ${r.productId}  ${'★'.repeat(r.score)}${'☆'.repeat(5 - r.score)}  ${r.displayName} <${r.email}>  ${r.createdAt.toISOString()}`);
      console.log(`    ${JSON.stringify(r.title)}: ${JSON.stringify(r.content)}`);
    }
  } else if ((action === 'approve' || action === 'reject') && ids.length > 0 && ids.every((id) => /^\d{1,9}$/.test(id))) {
    const status = action === 'approve' ? 'approved' : 'rejected';
    for (const id of ids) {
      const done = await moderateReview(database.db, Number(id), status);
      console.log(done ? `#${id}: ${status === 'approved' ? 'goedgekeurd' : 'afgewezen'}` : `#${id}: bestaat niet`);
      if (!done) exitCode = 1;
    }
  } else {
    console.error('Gebruik: npm run moderate-reviews [-- list | approve ID… | reject ID…]');
    exitCode = 2;
  }
} finally {
  await database.close();
}
process.exitCode = exitCode;
