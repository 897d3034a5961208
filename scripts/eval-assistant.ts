// Runs the assistant's evaluation set (commerce/services/assistant/eval-set.ts) against the
// embedded assistant on a fresh in-memory shop and prints the share answered correctly: the right
// topic and the key fact in the answer. Exit code 1 below the 90% target.
//   npm run eval:assistant            (add --verbose to list every answer)
import { migrateDatabase, openDatabase } from '../commerce/db/client';
import { seedDatabase } from '../commerce/db/seed';
import { createEmbeddedAssistantModel } from '../commerce/providers/assistant/embedded';
import { answerChat } from '../commerce/services/assistant/assistant';
import { EVAL_SET } from '../commerce/services/assistant/eval-set';
import { foldText } from '../commerce/services/assistant/normalise';

const verbose = process.argv.includes('--verbose');
const database = await openDatabase({ dataDir: 'memory://' });
await migrateDatabase(database);
await seedDatabase(database.db, { products: 300 });
const model = createEmbeddedAssistantModel();

let correct = 0;
const failures: string[] = [];
for (const c of EVAL_SET) {
  const answer = await answerChat({ db: database.db, model }, { message: c.q, history: [] });
  const haystack = c.intent === 'product_zoeken' ? (answer.products?.[0]?.title ?? '') : answer.message.content;
  const intentOk = answer.intent === c.intent;
  const factOk = foldText(haystack).includes(foldText(c.fact));
  if (intentOk && factOk) correct++;
  else failures.push(`✗ "${c.q}" → ${answer.intent}${intentOk ? '' : ` (verwacht ${c.intent})`}${factOk ? '' : ` mist "${c.fact}"`}\n    ${haystack.slice(0, 140).replace(/\n/g, ' ')}`);
  if (verbose) console.log(`${intentOk && factOk ? '✓' : '✗'} ${c.q} → [${answer.intent}] ${haystack.slice(0, 100).replace(/\n/g, ' ')}`);
}
await database.close();

if (failures.length) console.log(failures.join('\n'));
const share = (correct / EVAL_SET.length) * 100;
console.log(`\nAssistant evaluation: ${correct}/${EVAL_SET.length} correct = ${share.toFixed(1)}% (target ≥ 90%)`);
process.exit(share >= 90 ? 0 : 1);
