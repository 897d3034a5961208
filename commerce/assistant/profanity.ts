// docs/requirements/assistant-and-guided-selling.md#validation Chat: a Dutch and English profanity list. Matching is on whole words after folding, so
// names and ordinary words that merely contain a bad word ('Klaas', 'kutje' inside a longer word,
// 'Scunthorpe') never trip it, while obfuscations ('k.u.t', 'k u t', 'kkkut', 'sh1t') do.

export const PROFANITY_REFUSAL = 'Ik kan je niet helpen als je ongepaste taal gebruikt. De chat wordt nu beëindigd.';

// Whole words (and fixed compounds) after folding; leet digits are folded before matching.
const WORDS = [
  // Dutch
  'kut',
  'kutje',
  'kutwijf',
  'kutzooi',
  'kuthoer',
  'klote',
  'klootzak',
  'kloothommel',
  'lul',
  'lullo',
  'eikel',
  'hoer',
  'hoerenjong',
  'slet',
  'tyfus',
  'tering',
  'teringlijer',
  'kanker',
  'kankerlijer',
  'kankerhoer',
  'kolere',
  'klerelijer',
  'pleuris',
  'godverdomme',
  'gvd',
  'gadverdamme',
  'mongool',
  'debiel',
  'sukkel',
  'trut',
  'teef',
  'flikker',
  'mafkees',
  'zak hooi',
  'rotzak',
  'schijtlijster',
  'kkr',
  'tyfuslijer',
  'pik',
  'neuken',
  'neuk',
  'fok',
  'fokking',
  'kapsones lijer',
  'hufter',
  // English
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'fck',
  'fuk',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'asshole',
  'arsehole',
  'cunt',
  'wanker',
  'twat',
  'slut',
  'whore',
  'prick',
  'cock',
  'pussy',
  'retard',
  'dickhead',
  'douchebag',
  'wtf',
  'stfu',
];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's' };

const single = new Set(WORDS.filter((w) => !w.includes(' ')));
const phrases = WORDS.filter((w) => w.includes(' '));

function fold(raw: string): string {
  return (
    raw
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[0134578@$]/g, (c) => LEET[c] ?? c)
      // '!' is an i only inside a word ('sh!t'), not at the end of a sentence
      .replace(/(?<=[a-z])!(?=[a-z])/g, 'i')
  );
}

/** Letters repeated for emphasis ('kuuuut', 'fuuuck') count once. */
const squeeze = (w: string) => w.replace(/(.)\1+/g, '$1');

function isBad(word: string): boolean {
  if (!word) return false;
  return single.has(word) || single.has(squeeze(word));
}

/**
 * True when the text holds a listed word as a whole word. Besides plain words it checks runs of
 * single letters split by dots, dashes, stars or spaces ('k.u.t', 'f u c k', 's-h-i-t'), joined up.
 */
export function containsProfanity(raw: string): boolean {
  const text = fold(raw);
  const tokens = text.split(/[^a-z*]+/).filter(Boolean);
  for (const token of tokens) {
    // 'f*ck' and 'sh*t': a star stands in for one letter
    if (token.includes('*')) {
      const pattern = new RegExp(`^${token.replace(/\*/g, '[a-z]')}$`);
      if ([...single].some((w) => pattern.test(w))) return true;
      continue;
    }
    if (isBad(token)) return true;
  }
  // Runs of single letters separated by anything that is not a letter: "k.u.t", "k u t", "f-u-c-k".
  const pieces = text.split(/[^a-z]+/).filter(Boolean);
  let run = '';
  for (const piece of [...pieces, '']) {
    if (piece.length === 1) {
      run += piece;
      continue;
    }
    if (run.length >= 3 && isBad(run)) return true;
    run = '';
  }
  const spaced = ` ${tokens.join(' ')} `;
  return phrases.some((p) => spaced.includes(` ${p} `));
}
