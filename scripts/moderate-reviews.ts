// `npm run moderate-reviews`: review moderation from the command line, a thin client of the back
// office's service (commerce/admin/reviews.ts, the same code as /v1/admin/reviews).
// Without arguments it lists the pending reviews; `-- approve 12 13`, `-- reject 14` or
// `-- reply 12 "Dank je wel!"` act on them, recorded in the audit log as `cli`.
// With PGlite it refuses (exit 75) while the shop runs: see scripts/maintenance-database.ts.
import { commerceConfigFromSettings } from '../commerce/config';
import { settingsOrExit } from '../commerce/settings';
import { AdminError, CLI_ACTOR } from '../commerce/admin/context';
import { moderate, replyToReview, reviewQueue } from '../commerce/admin/reviews';
import { openMaintenanceDatabase } from './maintenance-database';

const [action, ...args] = process.argv.slice(2);
const isId = (id: string | undefined): id is string => Boolean(id && /^\d{1,9}$/.test(id));
// A wrong setting stops the script with a message naming it, as it stops the server.
const settings = settingsOrExit(process.env);
const config = commerceConfigFromSettings(settings);
const database = await openMaintenanceDatabase(config);
let exitCode = 0;

async function each(ids: string[], work: (id: number) => Promise<string>) {
  for (const id of ids) {
    try {
      console.log(`#${id}: ${await work(Number(id))}`);
    } catch (error) {
      if (!(error instanceof AdminError)) throw error;
      console.log(`#${id}: ${error.message}`);
      exitCode = 1;
    }
  }
}

try {
  if (!action || action === 'list') {
    const { reviews } = await reviewQueue(database.db, 100);
    if (reviews.length === 0) console.log('Geen beoordelingen die op goedkeuring wachten.');
    for (const r of reviews) {
      console.log(
        `#${r.id}  product ${r.product_id}  ${'★'.repeat(r.score)}${'☆'.repeat(5 - r.score)}  ${r.display_name} <${r.email}>  ${r.created_at}`,
      );
      console.log(`    ${JSON.stringify(r.title)}: ${JSON.stringify(r.content)}`);
    }
  } else if ((action === 'approve' || action === 'reject') && args.length > 0 && args.every(isId)) {
    const status = action === 'approve' ? 'approved' : 'rejected';
    await each(
      args,
      async (id) => (await moderate(database.db, CLI_ACTOR, id, status), status === 'approved' ? 'goedgekeurd' : 'afgewezen'),
    );
  } else if (action === 'reply' && isId(args[0]) && args.length === 2) {
    await each([args[0]], async (id) =>
      (await replyToReview(database.db, CLI_ACTOR, id, args[1]!)).reply ? 'antwoord geplaatst' : 'antwoord weggehaald',
    );
  } else {
    console.error('Gebruik: npm run moderate-reviews [-- list | approve ID… | reject ID… | reply ID "tekst"]');
    exitCode = 2;
  }
} finally {
  await database.close();
}
process.exitCode = exitCode;
