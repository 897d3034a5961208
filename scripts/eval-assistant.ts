// Runs the assistant's evaluation set (commerce/assistant/eval-set.ts) against the
// embedded assistant on a fresh in-memory shop and prints the share answered correctly: the right
// topic and the key fact in the answer. Exit code 1 below the 90% target.
//   npm run eval:assistant            (add --verbose to list every answer)
import { migrateDatabase, openDatabase } from '../commerce/db/client';
import { seedDatabase } from '../commerce/db/seed';
import { createEmbeddedAssistantModel } from '../commerce/providers/assistant/embedded';
import { answerChat } from '../commerce/assistant/assistant';
import { EVAL_FRESH, EVAL_HOLDOUT, EVAL_SET, type EvalCase } from '../commerce/assistant/eval-set';
import { foldText } from '../commerce/assistant/normalise';

const verbose = process.argv.includes('--verbose');
const database = await openDatabase({ dataDir: 'memory://' });
await migrateDatabase(database);
await seedDatabase(database.db, { products: 300 });
const model = createEmbeddedAssistantModel();

async function run(set: EvalCase[]) {
  let correct = 0;
  const failures: string[] = [];
  for (const c of set) {
    const answer = await answerChat({ db: database.db, model }, { message: c.q, history: [] });
    const haystack = c.intent === 'product_zoeken' ? (answer.products?.[0]?.title ?? '') : answer.message.content;
    const intentOk = answer.intent === c.intent;
    const factOk = foldText(haystack).includes(foldText(c.fact));
    if (intentOk && factOk) correct++;
    else
      failures.push(
        `✗ "${c.q}" → ${answer.intent}${intentOk ? '' : ` (verwacht ${c.intent})`}${factOk ? '' : ` mist "${c.fact}"`}\n    ${haystack.slice(0, 140).replace(/\n/g, ' ')}`,
      );
    if (verbose) console.log(`${intentOk && factOk ? '✓' : '✗'} ${c.q} → [${answer.intent}] ${haystack.slice(0, 100).replace(/\n/g, ' ')}`);
  }
  if (failures.length) console.log(failures.join('\n'));
  return correct;
}

const correct = await run(EVAL_SET);
const second = await run(EVAL_HOLDOUT);
const fresh = await run(EVAL_FRESH);
await database.close();

const share = (correct / EVAL_SET.length) * 100;
console.log(`\nAssistant evaluation: ${correct}/${EVAL_SET.length} correct = ${share.toFixed(1)}% (target ≥ 90%)`);
const pct = (n: number, of: number) => `${n}/${of} correct = ${((n / of) * 100).toFixed(1)}%`;
console.log(`Second set (partly used for vocabulary fixes): ${pct(second, EVAL_HOLDOUT.length)}`);
console.log(`Held-out set (never used for tuning): ${pct(fresh, EVAL_FRESH.length)}`);
process.exit(share >= 90 ? 0 : 1);
