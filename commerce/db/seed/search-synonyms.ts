// The first search vocabulary (docs/decisions/0050): how shoppers name product types, sizes and properties.
// Written into search_synonyms by the seed; from then on staff edit it in the back office
// (/beheer/zoeken/), so none of these words live in the search code.
import type { searchSynonyms } from '../schema';

type Row = typeof searchSynonyms.$inferInsert;

/** Product type → the other words shoppers use for it (plurals, diminutives, split and glued forms). */
const TYPE_WORDS: Record<string, string[]> = {
  dekbedovertrek: [
    'dekbedovertrekken',
    'dekbedovertrekje',
    'dekbedhoes',
    'dekbedhoezen',
    'hoes voor dekbed',
    'hoes voor een dekbed',
    'hoezen voor dekbed',
    'overtrek',
    'overtrekken',
    'dekbedovertrekset',
  ],
  dekbed: ['dekbedden', 'dekbedje', 'dekbedjes', 'donsdeken', 'deken', 'dekens'],
  hoofdkussen: ['hoofdkussens', 'hoofdkussentje', 'kussen', 'kussens', 'kussentje', 'kussentjes', 'slaapkussen', 'slaapkussens'],
  kussenhoes: ['kussenhoezen', 'kussensloop', 'kussenslopen', 'sloop', 'slopen', 'sierkussenhoes', 'sierkussenhoezen', 'kussenovertrek'],
  hoeslaken: ['hoeslakens', 'hoeslakentje', 'hoeslakentjes', 'laken', 'lakens'],
  molton: ['moltons', 'matrasbeschermer', 'matrasbeschermers', 'matrasbescherming', 'matrasbeschermertje', 'moltonhoeslaken'],
  topper: ['toppers', 'topmatras', 'topmatrassen', 'topdekmatras', 'topdekmatrassen', 'oplegmatras'],
  matras: ['matrassen', 'matrasje', 'matrasjes'],
  boxspring: ['boxsprings', 'boxspringbed', 'boxspringbedden'],
  bed: ['bedden', 'bedframe', 'bedframes'],
  vloerkleed: ['vloerkleden', 'kleed', 'kleden', 'kleedje', 'tapijt', 'karpet', 'speelkleed'],
  gordijn: ['gordijnen', 'gordijntje', 'overgordijn', 'overgordijnen'],
  plaid: ['plaids', 'kinderplaid'],
  badtextiel: ['handdoek', 'handdoeken', 'badlaken', 'badlakens', 'badjas', 'badmat'],
  klamboe: ['klamboes', 'muskietennet'],
  verlichting: ['lamp', 'lampen', 'nachtlampje'],
  meubel: ['meubels', 'nachtkastje', 'nachtkastjes'],
  tuin: ['tuinkussen', 'tuinkussens'],
  airco: ['aircos', 'airconditioning'],
};

const LONG = ['80x200', '90x200'];
const DOUBLE = ['140x200', '160x200', '180x200'];

/** Size word → per product type the catalogue's size titles it means ('' = any other type). */
const SIZE_WORDS: Record<string, Record<string, string[]>> = {
  eenpersoons: {
    matras: LONG,
    hoeslaken: LONG,
    molton: LONG,
    topper: LONG,
    boxspring: LONG,
    dekbed: ['140x200', '140x220'],
    dekbedovertrek: ['140x200/220'],
    klamboe: ['Eenpersoons'],
    '': [...LONG, '140x200', '140x220', '140x200/220'],
  },
  tweepersoons: {
    matras: DOUBLE,
    hoeslaken: DOUBLE,
    molton: DOUBLE,
    topper: DOUBLE,
    boxspring: [...DOUBLE, '200x200'],
    bed: DOUBLE,
    dekbed: ['200x200', '200x220'],
    dekbedovertrek: ['200x200/220'],
    klamboe: ['Tweepersoons'],
    '': [...DOUBLE, '200x200', '200x220', '200x200/220'],
  },
  'lits-jumeaux': {
    matras: ['160x200', '180x200', '200x200'],
    hoeslaken: ['160x200', '180x200', '200x200'],
    molton: ['160x200', '180x200', '200x200'],
    topper: ['160x200', '180x200', '200x200'],
    boxspring: ['160x200', '180x200', '200x200'],
    dekbed: ['240x200', '240x220'],
    dekbedovertrek: ['240x200/220', '260x200/220'],
    '': ['240x200', '240x220', '240x200/220', '260x200/220'],
  },
  kinder: {
    dekbed: ['100x135', '120x150', '140x200', '140x220'],
    dekbedovertrek: ['100x135', '120x150', '140x200/220'],
    hoeslaken: ['60x120', '70x140', '80x200', '90x200'],
    '': ['60x120', '70x140', '100x135', '120x150', '100x150'],
  },
  ledikant: {
    dekbed: ['100x135'],
    dekbedovertrek: ['100x135'],
    hoeslaken: ['60x120', '70x140'],
    '': ['60x120', '70x140', '100x135'],
  },
  junior: {
    dekbed: ['120x150'],
    dekbedovertrek: ['120x150'],
    hoeslaken: ['70x140', '90x200'],
    '': ['70x140', '120x150'],
  },
};

/** Other spellings of the size words. */
const SIZE_ALIASES: Record<string, string[]> = {
  eenpersoons: ['1-persoons', '1 persoons', 'eenpersoon', '1persoon', 'single'],
  tweepersoons: ['2-persoons', '2 persoons', 'tweepersoon', '2persoon', 'double'],
  'lits-jumeaux': ['lits jumeaux', 'litsjumeaux', 'lits', 'lits-jumaux', 'litsjumaux'],
  kinder: ['kinderen', 'kind', 'kids', 'kinderbed'],
  ledikant: ['baby', 'babybed', 'ledikantje', 'wieg'],
  junior: ['juniorbed', 'peuter', 'peuterbed'],
};

/** Property words → the facet value or product text they mean. */
const ATTRIBUTE_WORDS: Record<string, string[]> = {
  'facet:kleur=wit': ['witte', 'helder wit'],
  'facet:kleur=creme': ['gebroken wit', 'offwhite', 'off-white', 'ecru', 'ivoor'],
  'facet:kleur=grijs': ['grijze', 'lichtgrijs', 'lichtgrijze'],
  'facet:kleur=antraciet': ['donkergrijs', 'donkergrijze', 'antracieten'],
  'facet:kleur=zwart': ['zwarte'],
  'facet:kleur=blauw': ['blauwe', 'lichtblauw', 'lichtblauwe'],
  'facet:kleur=navy': ['donkerblauw', 'donkerblauwe', 'marine', 'marineblauw'],
  'facet:kleur=groen': ['groene', 'olijfgroen', 'salie'],
  'facet:kleur=roze': ['rose'],
  'facet:kleur=oudroze': ['oud roze'],
  'facet:kleur=geel': ['gele', 'oker'],
  'facet:kleur=bruin': ['bruine'],
  'facet:kleur=terra': ['terracotta'],
  'facet:kleur=multicolor': ['gekleurd', 'bont', 'veelkleurig'],
  'facet:materiaal=katoen': ['katoenen', 'cotton'],
  'facet:materiaal=katoensatijn': ['katoensatijnen', 'satijn', 'satijnen'],
  'facet:materiaal=percal': ['percale', 'perkal'],
  'facet:materiaal=flanel': ['flanellen'],
  'facet:materiaal=dons': ['donzen', 'donsveren', 'eendendons', 'ganzendons'],
  'facet:materiaal=wol': ['wollen', 'schapenwol'],
  'facet:materiaal=synthetisch': ['synthetische', 'synthetic'],
  'facet:materiaal=traagschuim': ['memory foam', 'memoryfoam', 'visco', 'traagschuimen'],
  'facet:materiaal=pocketvering': ['pocket', 'pocketveren', 'pocketvering'],
  'facet:materiaal=hout': ['houten'],
  'facet:materiaal=metaal': ['metalen'],
  'facet:warmteklasse=zomer': ['zomers'],
  'facet:warmteklasse=4-seizoenen': ['vierseizoenen', 'vier seizoenen', '4 seizoenen', 'all season', 'allseason', 'vierseizoens'],
  'facet:warmteklasse=winter': ['winters'],
  'facet:warmteklasse=extra-warm': ['extra warm', 'extrawarm'],
  'facet:hardheid=zacht': ['zachte', 'soepel'],
  'facet:hardheid=medium': ['middel', 'gemiddeld'],
  'facet:hardheid=stevig': ['stevige', 'hard', 'harde', 'vast'],
  'text:anti-allergisch': [
    'anti-allergisch',
    'anti allergisch',
    'anti allergie',
    'anti-allergie',
    'antiallergisch',
    'antiallergische',
    'anti-allergische',
    'hypoallergeen',
    'allergie',
  ],
  'text:wasbaar op 60': ['wasbaar op 60', 'wasbaar op 60 graden', 'wasbaar 60', 'wasbaar 60 graden', '60 graden', 'wasbaar op 60 °c'],
  'text:waterdicht': ['waterdicht', 'waterdichte', 'waterproof'],
  'text:verduisterend': ['verduisterend', 'verduisterende', 'blackout'],
  'text:rond': ['rond', 'ronde'],
};

/** Every row the seed writes. */
export function searchSynonymRows(): Row[] {
  const rows: Row[] = [];
  for (const [type, words] of Object.entries(TYPE_WORDS))
    for (const phrase of words) rows.push({ phrase, kind: 'type', productType: '', target: type });
  for (const [word, perType] of Object.entries(SIZE_WORDS)) {
    for (const phrase of [word, ...(SIZE_ALIASES[word] ?? [])]) {
      for (const [productType, sizes] of Object.entries(perType)) rows.push({ phrase, kind: 'size', productType, target: sizes.join(',') });
    }
  }
  for (const [target, words] of Object.entries(ATTRIBUTE_WORDS))
    for (const phrase of words) rows.push({ phrase, kind: 'attribute', productType: '', target });
  return rows;
}
