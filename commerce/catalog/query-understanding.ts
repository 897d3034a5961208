// Query understanding (docs/decisions/0050): before matching, a search term is read the way a bedding shopper
// means it. Sizes in any notation ('160 bij 200', '160*200', '160x200cm', a lone '160' after a type)
// and size words ('tweepersoons') become the catalogue's own size values for the product type;
// product-type words, their synonyms, plurals, diminutives and split or glued compounds become a
// product type; colour, material, season, firmness and property words become facet values or a
// text the product must mention. What is left is matched as free text. Word order does not matter.
//
// The words themselves are data (search_synonyms, edited by staff, plus the catalogue's own facet
// values): this module holds only the rules of reading. It is pure: understand() never touches the
// database, so it is unit- and property-tested on its own.
import { distance } from 'fastest-levenshtein';

export type SynonymKind = 'type' | 'size' | 'attribute';

export interface SynonymRow {
  phrase: string;
  kind: SynonymKind;
  /** For kind 'size': the product type the sizes are for; '' = any other type. */
  productType: string;
  target: string;
}

export interface CatalogueSize {
  type: string;
  /** The facet value (products' 'maat' facet), e.g. '140x200-220'. */
  value: string;
  /** The size as shown, e.g. '140x200/220'. */
  title: string;
}

export interface CatalogueFacet {
  key: string;
  value: string;
  title: string;
}

/** Everything understand() reads: the synonyms and the catalogue's types, sizes and facet values. */
export interface Vocabulary {
  types: string[];
  sizes: CatalogueSize[];
  facets: CatalogueFacet[];
  synonyms: SynonymRow[];
  /**
   * Words of the catalogue's product titles ('stijn', 'noorderzon'): a shopper who types one means it as
   * written, so it is never read as the nearest known word ('stijn' is not 'satijn').
   */
  titleWords?: string[];
}

export interface UnderstoodFacet extends CatalogueFacet {
  /** The shopper's words that named it. */
  words: string;
}

export interface Understanding {
  /** The normalised term. */
  term: string;
  types: string[];
  /** The size as typed, normalised ('160x200', '160', 'tweepersoons'), or null. */
  sizeText: string | null;
  /** The catalogue's size values it means for the recognised types (facet 'maat' values). */
  sizes: CatalogueSize[];
  facets: UnderstoodFacet[];
  /** Phrases the product's texts must mention (property words such as 'anti-allergisch'). */
  texts: Array<{ phrase: string; words: string }>;
  /** Words left over, matched as free text. */
  rest: string[];
  /** Words read as another word (typo or inflection): shown as "Bedoelde je …". */
  corrections: Array<{ from: string; to: string }>;
  /** The words that named the type(s), as typed. */
  typeWords: string[];
}

const MAX_TERM = 100;
const MAX_WINDOW = 4;
/** Small words that carry no meaning on their own in a product search. */
const STOP_WORDS = new Set([
  'de',
  'het',
  'een',
  'en',
  'voor',
  'met',
  'van',
  'in',
  'op',
  'bij',
  'om',
  'te',
  'cm',
  'maat',
  'afmeting',
  'size',
  'x',
]);

/** Lower case, no accents, no control characters, × and * as x, single spaces, at most 100 characters. */
export function normaliseQuery(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/[×✕]/g, 'x')
    .slice(0, MAX_TERM * 2)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TERM)
    .trim();
}

/** A phrase as a lookup key: letters and digits only ('Lits-Jumeaux' and 'lits jumeaux' → 'litsjumeaux'). */
export function phraseKey(phrase: string): string {
  return normaliseQuery(phrase).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The numbers of a size title: '140x200/220' → [140, 200, 220]. */
function sizeNumbers(title: string): number[] {
  return (title.match(/\d+/g) ?? []).map(Number);
}

/** A width and (when typed) a length. */
export interface ParsedSize {
  width: number;
  length: number | null;
}

/** A size written out in any notation, with the text it came from. */
const SIZE_PATTERN =
  /(?<![\p{L}\p{N}])(\d{2,3})\s*(?:cm\s*)?(?:x|\*|\/|bij|op|-)\s*(\d{2,3})(?:\s*\/\s*\d{2,3})*(?:\s*cm)?(?![\p{L}\p{N}])/u;
const LONE_NUMBER = /^(\d{2,3})(?:cm)?$/;

/** Finds the first size in a normalised term; null when there is none. */
export function parseSize(term: string): { size: ParsedSize; text: string; index: number } | null {
  const m = SIZE_PATTERN.exec(term);
  if (!m) return null;
  return { size: { width: Number(m[1]), length: Number(m[2]) }, text: m[0], index: m.index };
}

/** '160x200' or '160'. */
export function sizeLabel(size: ParsedSize): string {
  return size.length === null ? String(size.width) : `${size.width}x${size.length}`;
}

/** The catalogue sizes a typed size means: same width, and the length among the size's lengths. */
export function matchSizes(size: ParsedSize, candidates: CatalogueSize[]): CatalogueSize[] {
  const fits = (c: CatalogueSize, w: number, l: number | null) => {
    const [cw, ...lengths] = sizeNumbers(c.title);
    return cw === w && (l === null || lengths.includes(l));
  };
  const found = candidates.filter((c) => fits(c, size.width, size.length));
  if (found.length > 0 || size.length === null) return found;
  // 200x160 is 160x200 turned around.
  return candidates.filter((c) => fits(c, size.length!, size.width));
}

interface Entry {
  kind: SynonymKind;
  /** type: the product type; size: the size word; attribute: 'facet:key=value' or 'text:phrase'. */
  target: string;
}

interface Lexicon {
  entries: Map<string, Entry[]>;
  /** Size word → product type ('' = any) → size titles. */
  sizeWords: Map<string, Map<string, string[]>>;
  /** One-word keys for typo tolerance, by length. */
  fuzzyKeys: string[];
  /** Title words that are no known phrase: looked up as written, never corrected. */
  literal: Set<string>;
}

const lexicons = new WeakMap<Vocabulary, Lexicon>();

function lexiconOf(vocab: Vocabulary): Lexicon {
  const cached = lexicons.get(vocab);
  if (cached) return cached;
  const entries = new Map<string, Entry[]>();
  const add = (phrase: string, entry: Entry) => {
    const key = phraseKey(phrase);
    if (!key) return;
    const list = entries.get(key) ?? [];
    if (!list.some((e) => e.kind === entry.kind && e.target === entry.target)) list.push(entry);
    entries.set(key, list);
  };
  for (const type of vocab.types) add(type, { kind: 'type', target: type });
  for (const f of vocab.facets) {
    add(f.value, { kind: 'attribute', target: `facet:${f.key}=${f.value}` });
    add(f.title, { kind: 'attribute', target: `facet:${f.key}=${f.value}` });
  }
  const sizeWords = new Map<string, Map<string, string[]>>();
  for (const s of vocab.synonyms) {
    if (s.kind === 'size') {
      const key = phraseKey(s.phrase);
      if (!key) continue;
      const perType = sizeWords.get(key) ?? new Map<string, string[]>();
      perType.set(
        s.productType,
        s.target
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      );
      sizeWords.set(key, perType);
      add(s.phrase, { kind: 'size', target: key });
    } else {
      add(s.phrase, { kind: s.kind, target: s.target });
    }
  }
  const fuzzyKeys = [...entries.keys()].filter((k) => k.length >= 5 && /^\p{L}+$/u.test(k));
  const literal = new Set((vocab.titleWords ?? []).map(phraseKey).filter((k) => k && !entries.has(k)));
  const lexicon = { entries, sizeWords, fuzzyKeys, literal };
  lexicons.set(vocab, lexicon);
  return lexicon;
}

/** Dutch plural and diminutive endings, longest first; a doubled last consonant is undone after. */
const ENDINGS = ['etjes', 'etje', 'tjes', 'tje', 'jes', 'je', 'en', 's', 'e'];

/** The word's stems without a plural or diminutive ending: 'matrassen' → 'matras', 'kussentje' → 'kussen'. */
function stems(word: string): string[] {
  const out: string[] = [];
  for (const ending of ENDINGS) {
    if (word.length - ending.length < 3 || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    out.push(stem);
    if (/([bdfgklmnprst])\1$/.test(stem)) out.push(stem.slice(0, -1));
  }
  return out;
}

function fuzzyMatch(word: string, lexicon: Lexicon): string | null {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return null;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = allowed + 1;
  for (const key of lexicon.fuzzyKeys) {
    if (Math.abs(key.length - word.length) > allowed) continue;
    const d = distance(word, key);
    if (d < bestDistance || (d === bestDistance && best !== null && key < best)) {
      best = key;
      bestDistance = d;
    }
  }
  return bestDistance <= allowed ? best : null;
}

/** A word or words of the term read as a known phrase. */
interface Reading {
  key: string;
  entries: Entry[];
  corrected: boolean;
}

/** Looks a glued key up as written, then without an ending, then (one word) as the nearest spelling. */
function lookup(key: string, lexicon: Lexicon, single: boolean): Reading | null {
  const exact = lexicon.entries.get(key);
  if (exact) return { key, entries: exact, corrected: false };
  for (const stem of stems(key)) {
    const found = lexicon.entries.get(stem);
    if (found) return { key: stem, entries: found, corrected: false };
  }
  if (!single || lexicon.literal.has(key)) return null;
  const near = fuzzyMatch(key, lexicon);
  return near ? { key: near, entries: lexicon.entries.get(near)!, corrected: true } : null;
}

/** A glued word of two known parts: 'kinderdekbed' → 'kinder' + 'dekbed', 'donsdekbed' → 'dons' + 'dekbed'. */
function splitCompound(word: string, lexicon: Lexicon): [Reading, Reading] | null {
  for (let i = 3; i <= word.length - 3; i++) {
    const head = lexicon.entries.get(word.slice(0, i));
    if (!head) continue;
    const tail = lookup(word.slice(i), lexicon, false);
    if (tail) return [{ key: word.slice(0, i), entries: head, corrected: false }, tail];
  }
  return null;
}

export function emptyUnderstanding(term: string): Understanding {
  return { term, types: [], sizeText: null, sizes: [], facets: [], texts: [], rest: [], corrections: [], typeWords: [] };
}

/** Reads a search term. Never throws; any input gives an answer. */
export function understand(raw: string, vocab: Vocabulary): Understanding {
  const term = normaliseQuery(typeof raw === 'string' ? raw : '');
  const result = emptyUnderstanding(term);
  if (!term) return result;
  const lexicon = lexiconOf(vocab);

  // 1. A written-out size ('160 x 200 cm'), taken out of the term first.
  let text = term;
  let parsedSize: ParsedSize | null = null;
  const found = parseSize(text);
  if (found) {
    parsedSize = found.size;
    result.sizeText = sizeLabel(found.size);
    text = `${text.slice(0, found.index)} ${text.slice(found.index + found.text.length)}`;
  }

  // 2. Known phrases, longest first over windows of words (split compounds glue together).
  const words = text.split(/[\s,;:!?()"'+&|.–—]+/).filter(Boolean);
  const types = new Set<string>();
  const sizeWordKeys: string[] = [];
  const facets = new Map<string, UnderstoodFacet>();
  const texts = new Map<string, string>();
  const rest: string[] = [];
  const apply = (reading: Reading, words: string) => {
    if (reading.corrected) result.corrections.push({ from: words, to: reading.key });
    // A word that is both a type and something else ('kussen') is read as the type.
    const typeEntries = reading.entries.filter((e) => e.kind === 'type');
    if (typeEntries.length > 0) {
      for (const e of typeEntries) types.add(e.target);
      result.typeWords.push(words);
      return;
    }
    for (const e of reading.entries) {
      if (e.kind === 'size') sizeWordKeys.push(e.target);
      else if (e.target.startsWith('facet:')) {
        const [key, value] = e.target.slice('facet:'.length).split('=') as [string, string | undefined];
        const facet = vocab.facets.find((f) => f.key === key && f.value === value);
        if (facet && !facets.has(e.target)) facets.set(e.target, { ...facet, words });
      } else if (e.target.startsWith('text:')) {
        const phrase = e.target.slice('text:'.length).trim();
        if (phrase && !texts.has(phrase)) texts.set(phrase, words);
      }
    }
  };
  let loneNumbers: number[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(MAX_WINDOW, words.length - i); n >= 1; n--) {
      const window = words.slice(i, i + n);
      const key = phraseKey(window.join(''));
      if (!key) break;
      const reading = lookup(key, lexicon, false);
      if (reading) {
        apply(reading, window.join(' '));
        matched = n;
        break;
      }
    }
    if (matched === 0) {
      const word = words[i]!;
      const key = phraseKey(word);
      const lone = LONE_NUMBER.exec(word);
      const split = !lone && key.length >= 6 ? splitCompound(key, lexicon) : null;
      const near = lone || split || STOP_WORDS.has(word) ? null : lookup(key, lexicon, true);
      if (lone) loneNumbers.push(Number(lone[1]));
      else if (split) {
        apply(split[0], word);
        apply(split[1], word);
      } else if (near) apply(near, word);
      else if (key && !STOP_WORDS.has(word)) rest.push(word);
      matched = 1;
    }
    i += matched;
  }
  result.types = [...types].sort();
  result.facets = [...facets.values()];
  result.texts = [...texts].map(([phrase, words]) => ({ phrase, words }));

  // 3. Sizes: a written-out size, else a size word, else a lone number after a product type.
  const sizesFor = (type: string) => vocab.sizes.filter((s) => s.type === type);
  const candidates = result.types.length > 0 ? result.types.flatMap(sizesFor) : vocab.sizes;
  if (!parsedSize && sizeWordKeys.length === 0 && loneNumbers.length > 0 && result.types.length > 0) {
    parsedSize = { width: loneNumbers[0]!, length: null };
    result.sizeText = String(loneNumbers[0]);
    loneNumbers = loneNumbers.slice(1);
  }
  rest.push(...loneNumbers.map(String));
  if (parsedSize) {
    result.sizes = uniqueSizes(matchSizes(parsedSize, candidates));
  } else if (sizeWordKeys.length > 0) {
    const word = sizeWordKeys[0]!;
    result.sizeText = word;
    const perType = lexicon.sizeWords.get(word) ?? new Map<string, string[]>();
    const wanted = (type: string) => perType.get(type) ?? perType.get('') ?? [];
    result.sizes = uniqueSizes(candidates.filter((c) => wanted(c.type).includes(c.title)));
  }
  result.rest = rest;
  return result;
}

function uniqueSizes(sizes: CatalogueSize[]): CatalogueSize[] {
  const seen = new Set<string>();
  return sizes.filter((s) => (seen.has(`${s.type}|${s.value}`) ? false : (seen.add(`${s.type}|${s.value}`), true)));
}

/** Plural names of the product types, for "Hoeslakens in 160x200". */
export const TYPE_LABELS: Record<string, string> = {
  dekbedovertrek: 'Dekbedovertrekken',
  dekbed: 'Dekbedden',
  hoofdkussen: 'Hoofdkussens',
  kussenhoes: 'Kussenhoezen',
  hoeslaken: 'Hoeslakens',
  molton: 'Moltons',
  topper: 'Toppers',
  matras: 'Matrassen',
  boxspring: 'Boxsprings',
  bed: 'Bedden',
  vloerkleed: 'Vloerkleden',
  gordijn: 'Gordijnen',
  meubel: 'Meubels',
  badtextiel: 'Badtextiel',
  plaid: 'Plaids',
  verlichting: 'Verlichting',
  tuin: 'Tuinartikelen',
  airco: "Airco's",
  klamboe: 'Klamboes',
  accessoire: 'Accessoires',
};

/** "Hoeslakens in 160x200", "Dekbedden in 200x200 of 200x220 (Wit)", or null when nothing was recognised. */
export function describeUnderstanding(types: string[], sizeTitles: string[], facetTitles: string[]): string | null {
  if (types.length === 0 && sizeTitles.length === 0 && facetTitles.length === 0) return null;
  const what = types.length > 0 ? types.map((t) => TYPE_LABELS[t] ?? t).join(' en ') : 'Producten';
  const lower = types.length > 1 ? what.charAt(0) + what.slice(1).toLowerCase() : what;
  const sizes = [...new Set(sizeTitles)];
  const sizePart = sizes.length > 0 ? ` in ${sizes.length > 3 ? `${sizes.slice(0, 3).join(', ')} …` : sizes.join(' of ')}` : '';
  const facetPart = facetTitles.length > 0 ? ` (${facetTitles.join(', ')})` : '';
  return `${lower}${sizePart}${facetPart}`;
}
