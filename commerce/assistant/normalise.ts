// Dutch text normalisation for the assistant: the same steps for questions, FAQ entries and page
// passages, so "Retourneren", "retouren" and "retourneer" all meet on one stem, and a shopper's
// typo ("bestleling") still finds its word.

/** Lower case, accents off (é → e, ë → e), punctuation to spaces, single spaces. */
export function foldText(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/€/g, ' euro ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Frequent misspellings and informal short forms shoppers type, mapped to the shop's words.
const TYPOS: Record<string, string> = {
  wnr: 'wanneer',
  wanner: 'wanneer',
  wannneer: 'wanneer',
  wneer: 'wanneer',
  besteling: 'bestelling',
  bestleling: 'bestelling',
  bestellnig: 'bestelling',
  bestlling: 'bestelling',
  bestelingen: 'bestellingen',
  pakje: 'pakket',
  pakkie: 'pakket',
  pakkit: 'pakket',
  paket: 'pakket',
  pakkket: 'pakket',
  retur: 'retour',
  retoer: 'retour',
  retourneeren: 'retourneren',
  retouneren: 'retourneren',
  retourenen: 'retourneren',
  terugsturen: 'retourneren',
  terugstuur: 'retourneren',
  terugbrengen: 'retourneren',
  kappot: 'kapot',
  kaput: 'kapot',
  beschadig: 'beschadigd',
  beschadict: 'beschadigd',
  beschadgd: 'beschadigd',
  matres: 'matras',
  matrass: 'matras',
  matrasen: 'matrassen',
  dekbet: 'dekbed',
  dekbedd: 'dekbed',
  kusen: 'kussen',
  kusse: 'kussen',
  hoeslake: 'hoeslaken',
  hoeslakens: 'hoeslakens',
  overtrek: 'dekbedovertrek',
  ideal: 'ideal',
  idial: 'ideal',
  afterpay: 'riverty',
  achteraf: 'achteraf',
  klarna: 'klarna',
  verzendkoste: 'verzendkosten',
  verzenkosten: 'verzendkosten',
  bezorgkosten: 'verzendkosten',
  leverkosten: 'verzendkosten',
  levertyd: 'levertijd',
  leveringstijd: 'levertijd',
  levertijden: 'levertijd',
  bezorgtijd: 'levertijd',
  nr: 'nummer',
  ordernr: 'ordernummer',
  bestelnr: 'ordernummer',
  bestelnummer: 'ordernummer',
  ordernummmer: 'ordernummer',
  tnt: 'trackentrace',
  track: 'trackentrace',
  trace: 'trackentrace',
  tracking: 'trackentrace',
  tracen: 'trackentrace',
  ff: 'even',
  effe: 'even',
  idd: 'inderdaad',
  plz: 'alsjeblieft',
  pls: 'alsjeblieft',
  aub: 'alstublieft',
  mn: 'mijn',
  m: 'mijn',
  me: 'mijn',
  ns: 'eens',
  tis: 'het is',
  kweet: 'ik weet',
  kan: 'kan',
  onvolledig: 'incompleet',
  incomplete: 'incompleet',
  ontbreekt: 'ontbreken',
  missend: 'ontbreken',
  mist: 'ontbreken',
  missen: 'ontbreken',
  proefslapen: 'proefnacht',
  proefnachten: 'proefnacht',
  proefperiode: 'proefnacht',
  uitproberen: 'proefnacht',
  wasvoorschrift: 'wassen',
  wasbaar: 'wassen',
  wasmachine: 'wassen',
  was: 'wassen',
  omruilen: 'ruilen',
  ruil: 'ruilen',
  inwisselen: 'ruilen',
  // Concepts: words shoppers use for the same thing the FAQ names once.
  antwerpen: 'belgie',
  brussel: 'belgie',
  gent: 'belgie',
  vlaanderen: 'belgie',
  belgium: 'belgie',
  luik: 'belgie',
  duitsland: 'buitenland',
  frankrijk: 'buitenland',
  engeland: 'buitenland',
  spanje: 'buitenland',
  droger: 'drogen',
  wasdroger: 'drogen',
  droogtrommel: 'drogen',
  trommel: 'drogen',
  gat: 'kapot',
  gaten: 'kapot',
  scheur: 'kapot',
  gescheurd: 'kapot',
  defect: 'kapot',
  vlek: 'kapot',
  vlekken: 'kapot',
  deuk: 'kapot',
  cancel: 'annuleren',
  cancellen: 'annuleren',
  annuleer: 'annuleren',
  afzeggen: 'annuleren',
  stornere: 'annuleren',
  spullen: 'bestelling',
  hoelang: 'hoe lang',
  telefonisch: 'bellen',
  bel: 'bellen',
  telefoon: 'bellen',
  mailen: 'contact',
  email: 'contact',
  creditcard: 'creditcard',
  mastercard: 'creditcard',
  visa: 'creditcard',
  amex: 'creditcard',
};

const STOPWORDS = new Set(
  'de het een en ik je jij u uw mijn me we wij jullie is ben zijn was wat hoe waar wie of dat dit die er in op aan te van voor met naar om bij als dan maar ook nog al wel niet geen heb hebben heeft kan kun kunt kunnen wil wilt willen moet moeten mag zou zo hoi hallo graag even eens iets toch nou he hé ja nee ok oke ofzo zeg weet weten jullie jou hun hij zij ze dus want omdat welke welk werkt werken doe doen gaat gaan zit iemand'.split(
    ' ',
  ),
);

/** Diminutive endings, longest first, with the length a word must exceed to lose one. */
const DIMINUTIVE_ENDINGS: Array<[suffix: string, minLength: number]> = [
  ['tjes', 7],
  ['tje', 6],
  ['jes', 6],
  ['je', 5],
];

/** A light Dutch stemmer: plural, diminutive and -ing endings off, a final double consonant single. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /^\d+$/.test(w)) return w;
  // plural -s after -en/-el/-er/-em ('kussens', 'toppers'), not the s of 'matras'
  if (/e[nlrm]s$/.test(w) && w.length > 5) w = w.slice(0, -1);
  // plural -s after a consonant ('plaids', 'kids'), not 'ss' ('dons' stays: too short to tell)
  else if (/[bcdfgklmnprt]s$/.test(w) && w.length > 5) w = w.slice(0, -1);
  let diminutive = false;
  if (w.endsWith('heden') && w.length > 7) w = w.slice(0, -5) + 'heid';
  else {
    const ending = DIMINUTIVE_ENDINGS.find(([suffix, minLength]) => w.endsWith(suffix) && w.length > minLength);
    if (ending) {
      w = w.slice(0, -ending[0].length);
      diminutive = true;
    } else w = stripEnding(w);
  }
  // 'kussentje' → 'kussen' → 'kus'
  if (diminutive) w = stripEnding(w);
  // 'matrass' → 'matras', 'bestell' → 'bestel', 'kuss' → 'kus'
  if (w.length > 3 && /([bcdfgklmnprst])\1$/.test(w)) w = w.slice(0, -1);
  // a long vowel written double in a closed syllable: 'maat' and 'maten' meet on 'mat'
  return w.replace(/(aa|ee|oo|uu)([bcdfgklmnprst])$/, (_, v: string, c: string) => v[0] + c);
}

function stripEnding(w: string): string {
  if (w.endsWith('ingen') && w.length > 7) return w.slice(0, -5);
  if (w.endsWith('ing') && w.length > 6) return w.slice(0, -3);
  if (w.endsWith('en') && w.length > 4) return w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) return w.slice(0, -1);
  return w;
}

/** Words of a text after folding and typo repair (no stemming, stop words kept). */
export function words(raw: string): string[] {
  const out: string[] = [];
  for (const token of foldText(raw).split(' ')) {
    if (!token) continue;
    const fixed = TYPOS[token] ?? token;
    out.push(...fixed.split(' '));
  }
  return out;
}

/** Search terms of a text: folded, typos repaired, stop words out, stemmed. */
export function terms(raw: string): string[] {
  return words(raw)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}

/** Edit distance (insert, delete, replace, swap of neighbours) with an early exit past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      // a swap of two neighbours ("bestlel") counts as one edit
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * Repairs a term the vocabulary does not know to its nearest known term (one edit for words of
 * 5+ letters, two for 8+), so typos the list above misses still match.
 */
export function correctTerm(term: string, vocabulary: ReadonlySet<string>): string {
  if (term.length < 5 || vocabulary.has(term) || /\d/.test(term)) return term;
  const allowed = term.length >= 8 ? 2 : 1;
  let best = term;
  let bestDistance = allowed + 1;
  for (const known of vocabulary) {
    if (Math.abs(known.length - term.length) > allowed || known[0] !== term[0]) continue;
    const d = editDistance(term, known, allowed);
    if (d < bestDistance) {
      best = known;
      bestDistance = d;
    }
  }
  return best;
}
