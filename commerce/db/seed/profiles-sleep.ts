// Product profiles for mattresses, toppers, boxsprings, beds, bed accessories and mosquito nets.
import type { ColourSlug } from '../../media/palette';
import { type Draft, type Hardheid, HARDHEDEN, type Profile, twoOf } from './draft';
import type { Rng } from './random';
import {
  LINE_NAMES,
  MATERIALS,
  MATTRESS_SIZES,
  type MaterialSlug,
  NEUTRAL_COLOURS,
  ONE_SIZE,
  SHEET_SIZES,
  colourTitle,
  priceBetween,
  sizes,
  someSizes,
} from './vocab';

const pickHardheid = (rng: Rng): Hardheid =>
  rng.weighted([
    ['zacht', 2],
    ['medium', 5],
    ['stevig', 3],
  ]);
const hardheidFacet = (h: Hardheid) => ({ key: 'hardheid', value: h, title: HARDHEDEN[h] });
const advice: Record<Hardheid, string> = {
  zacht: 'Lichtere personen en zijslapers',
  medium: 'Rugslapers en wisselslapers',
  stevig: 'Zwaardere personen en buikslapers',
};

const MATTRESS_LINES = [
  'Nachtrust Deluxe',
  'Nachtrust Basis',
  'Hotel Comfort',
  'Royal 7-zones',
  'Basis 7-zones',
  'Balance',
  'Duo Comfort',
  'Supreme',
  'Cool Sleep',
  'Ergo Plus',
  'Natura',
  'Dreamline',
  'Vitaal',
  'Premium Plus',
];

function mattress(path: string, material: MaterialSlug, lo: number, hi: number, weight: number): Profile {
  return {
    path,
    weight,
    brands: ['matras'],
    build(rng): Draft {
      const line = rng.pick(MATTRESS_LINES);
      const h = pickHardheid(rng);
      const zones = rng.pick([5, 7]);
      const height = rng.int(18, 28);
      const ending = rng.pick(['00', '99'] as const);
      const s = someSizes(rng, MATTRESS_SIZES, 3);
      return {
        type: 'matras',
        title: `${MATERIALS[material].adj} matras ${line}`,
        name: `Matras ${line}`,
        material,
        colour: rng.weighted([
          ['wit', 5],
          ['grijs', 2],
          ['creme', 1],
        ] as const),
        sizes: s,
        basePrice: priceBetween(rng, lo, hi, ending),
        ending,
        specs: {
          Kern: material === 'pocketvering' ? `${rng.pick([500, 700, 1000])} pocketveren per m²` : MATERIALS[material].title,
          Hoogte: `${height} cm`,
          Comfortzones: `${zones}`,
          Hardheid: HARDHEDEN[h],
          'Geschikt voor': advice[h],
          Tijk: 'Afneembaar, wasbaar op 40 °C',
          Garantie: `${rng.pick([5, 8, 10])} jaar`,
        },
        features: [
          `${zones} comfortzones`,
          `Hardheid: ${HARDHEDEN[h].toLowerCase()}`,
          `${height} cm hoog`,
          'Afneembare, wasbare tijk',
          '30 nachten proefslapen',
        ],
        about: `${twoOf(rng, [
          "Een matras ondersteunt je lichaam zodat je spieren 's nachts volledig kunnen ontspannen.",
          'Dankzij de comfortzones zakken je schouders en heupen precies ver genoeg weg.',
          'Draai de matras regelmatig van hoofd- naar voeteneinde voor een gelijkmatige slijtage.',
          'De tijk is voorzien van een klimaatband die vocht snel afvoert.',
        ])} ${MATERIALS[material].text}`,
        family: 'matras',
        facets: [hardheidFacet(h)],
        bulky: true,
        hotel: line === 'Hotel Comfort',
      };
    },
  };
}

export const toppers: Profile = {
  path: 'toppers',
  weight: 3,
  brands: ['matras'],
  build(rng): Draft {
    const material: MaterialSlug = rng.weighted([
      ['traagschuim', 4],
      ['koudschuim', 3],
      ['latex', 2],
    ]);
    const line = rng.pick(['Comfort Plus', 'Deluxe', 'Natuurlijk', 'Hotel', 'Cool Gel', 'Basis', 'Premium', 'Soft Touch']);
    const h = pickHardheid(rng);
    const height = rng.pick([5, 6, 7, 8, 10]);
    return {
      type: 'topper',
      title: `${MATERIALS[material].adj} topper ${line}`,
      name: `Topper ${line}`,
      material,
      colour: 'wit',
      sizes: someSizes(rng, MATTRESS_SIZES, 3),
      basePrice: priceBetween(rng, 7995, 24995, '95'),
      ending: '95',
      specs: {
        Kern: MATERIALS[material].title,
        Hoogte: `${height} cm`,
        Hardheid: HARDHEDEN[h],
        Hoes: 'Afneembaar, wasbaar op 60 °C',
        Bevestiging: 'Elastieken hoekbanden',
      },
      features: [`${height} cm ${MATERIALS[material].title.toLowerCase()}`, 'Hoekbanden tegen verschuiven', 'Wasbare hoes'],
      about: twoOf(rng, [
        'Een topper geeft je matras of boxspring een extra comfortlaag.',
        'Met een topper voelt een te harde matras direct zachter aan.',
        'Lucht je topper regelmatig en draai hem elke maand een kwartslag.',
      ]),
      family: 'matras',
      facets: [hardheidFacet(h)],
      bulky: true,
      hotel: line === 'Hotel',
    };
  },
};

const BOXSPRING_NAMES = [
  'Verona',
  'Bergen',
  'Oslo',
  'Milaan',
  'Lyon',
  'Hotel Classic',
  'Dublin',
  'Malmö',
  'Siena',
  'Florence',
  'Bergamo',
  'Kopenhagen',
  'Lugano',
  'Sevilla',
  'Gent',
  'Utrecht',
  'Brugge',
  'Toledo',
];
const BOXSPRING_COLOURS = [
  ['antraciet', 5],
  ['grijs', 5],
  ['beige', 3],
  ['zand', 2],
  ['navy', 2],
  ['groen', 2],
  ['zwart', 2],
  ['creme', 1],
] as const;
const BOXSPRING_SIZES = sizes(['140x200', 1], ['160x200', 1.12], ['180x200', 1.25], ['200x200', 1.4]);

type BoxKind = 'generiek' | 'elektrisch' | 'vlak' | 'opberg';

function boxspring(path: string, kind: BoxKind, lo: number, hi: number, weight: number): Profile {
  const label = {
    generiek: 'Boxspring',
    elektrisch: 'Elektrische boxspring',
    vlak: 'Vlakke boxspring',
    opberg: 'Boxspring met opbergruimte',
  }[kind];
  return {
    path,
    weight,
    brands: ['matras'],
    build(rng): Draft {
      const name = rng.pick(BOXSPRING_NAMES);
      const colour: ColourSlug = rng.weighted(BOXSPRING_COLOURS);
      const h = pickHardheid(rng);
      const ending = rng.pick(['00', '99'] as const);
      const fabric = rng.pick(['Velvet', 'Geweven stof', 'Bouclé', 'Chenille']);
      return {
        type: 'boxspring',
        title: `${label} ${name} – ${colourTitle(colour)}`,
        name: `${label} ${name}`,
        material: 'pocketvering',
        colour,
        sizes: someSizes(rng, BOXSPRING_SIZES, 2),
        basePrice: priceBetween(rng, lo, hi, ending),
        ending,
        specs: {
          Bekleding: `${fabric} in ${colourTitle(colour).toLowerCase()}`,
          Box:
            kind === 'elektrisch'
              ? 'Elektrisch verstelbaar met afstandsbediening'
              : kind === 'opberg'
                ? 'Opbergbox met gasveren'
                : 'Vlakke box met bonellvering',
          Matras: 'Pocketvering, 7 comfortzones',
          Topper: rng.pick(['Koudschuim 6 cm', 'Traagschuim 7 cm', 'Latex 6 cm']),
          Hardheid: HARDHEDEN[h],
          Instaphoogte: `${rng.int(58, 70)} cm`,
          Levering: 'Inclusief bezorging en montage',
        },
        features: [
          'Compleet met box, matrassen en topper',
          kind === 'elektrisch'
            ? 'Hoofd- en voeteneinde elektrisch verstelbaar'
            : kind === 'opberg'
              ? 'Veel opbergruimte onder het bed'
              : 'Stevige, vlakke basis',
          'Gratis bezorgd en gemonteerd',
          `Hardheid: ${HARDHEDEN[h].toLowerCase()}`,
        ],
        about: twoOf(rng, [
          'Een boxspring geeft je het comfort van een hotelbed in je eigen slaapkamer.',
          'Het dubbele veersysteem van box en matras ondersteunt je lichaam precies waar nodig.',
          'Dankzij de hoge instap stap je gemakkelijk in en uit bed.',
          'Onze bezorgers zetten de boxspring in je slaapkamer in elkaar en nemen het verpakkingsmateriaal mee.',
        ]),
        family: 'matras',
        facets: [hardheidFacet(h)],
        bulky: true,
        hotel: name === 'Hotel Classic',
      };
    },
  };
}

function bed(path: string, upholstered: boolean, weight: number): Profile {
  return {
    path,
    weight,
    brands: ['wonen'],
    build(rng): Draft {
      const name = rng.pick(BOXSPRING_NAMES);
      const colour: ColourSlug = upholstered
        ? rng.weighted(BOXSPRING_COLOURS)
        : rng.weighted([
            ['bruin', 4],
            ['zand', 3],
            ['wit', 2],
            ['zwart', 2],
          ]);
      const material: MaterialSlug = upholstered ? 'velvet' : 'hout';
      const wood = rng.pick(['massief eiken', 'grenen', 'acacia']);
      return {
        type: 'bed',
        title: `${upholstered ? 'Gestoffeerd bed' : 'Houten bed'} ${name} – ${colourTitle(colour)}`,
        name: `${upholstered ? 'Gestoffeerd bed' : 'Houten bed'} ${name}`,
        material,
        colour,
        sizes: someSizes(rng, sizes(['140x200', 1], ['160x200', 1.1], ['180x200', 1.2]), 2),
        basePrice: priceBetween(rng, 29900, 99900, '00'),
        ending: '00',
        specs: upholstered
          ? {
              Bekleding: `Velvet in ${colourTitle(colour).toLowerCase()}`,
              Hoofdbord: 'Gecapitonneerd',
              Lattenbodem: 'Niet inbegrepen',
              Montage: 'Zelf monteren, ca. 45 minuten',
            }
          : { Houtsoort: wood, Afwerking: 'Geolied', Lattenbodem: 'Niet inbegrepen', Montage: 'Zelf monteren, ca. 30 minuten' },
        features: [
          upholstered ? 'Zacht gestoffeerd hoofdbord' : `Gemaakt van ${wood}`,
          'Geschikt voor elke standaard matras',
          'Eenvoudig te monteren',
        ],
        about: twoOf(rng, [
          'Een mooi bed is het middelpunt van je slaapkamer.',
          upholstered
            ? 'Het zachte hoofdbord is heerlijk om tegenaan te leunen als je in bed leest.'
            : 'Het natuurlijke hout krijgt met de jaren een mooie, warme uitstraling.',
          'Combineer het bed met een matras en topper naar keuze.',
        ]),
        family: 'meubel',
        bulky: true,
      };
    },
  };
}

export const bedaccessoires: Profile = {
  path: 'accessoires/bedaccessoires',
  weight: 2,
  brands: ['textiel'],
  build(rng): Draft {
    const kind = rng.pick(['Bedrok', 'Sprei', 'Matrasbeschermer', 'Slaapmasker'] as const);
    const line = rng.pick(LINE_NAMES);
    const colour: ColourSlug = kind === 'Matrasbeschermer' ? 'wit' : rng.weighted(NEUTRAL_COLOURS);
    const material: MaterialSlug =
      kind === 'Bedrok'
        ? 'katoen'
        : kind === 'Sprei'
          ? rng.pick(['katoen', 'velvet', 'linnen'] as const)
          : kind === 'Slaapmasker'
            ? 'katoensatijn'
            : 'polyester';
    const defs = {
      Bedrok: { sizes: sizes(['140x200', 1], ['160x200', 1.1], ['180x200', 1.2]), lo: 2495, hi: 4995 },
      Sprei: { sizes: sizes(['180x260', 1], ['260x260', 1.3]), lo: 4995, hi: 9995 },
      Matrasbeschermer: { sizes: SHEET_SIZES, lo: 1995, hi: 4495 },
      Slaapmasker: { sizes: ONE_SIZE, lo: 995, hi: 1995 },
    }[kind];
    return {
      type: 'accessoire',
      title: kind === 'Matrasbeschermer' ? `Matrasbeschermer Waterdicht ${line}` : `${kind} ${line} – ${colourTitle(colour)}`,
      name: `${kind} ${line}`,
      material,
      colour,
      sizes: kind === 'Slaapmasker' ? defs.sizes : someSizes(rng, defs.sizes, 2),
      basePrice: priceBetween(rng, defs.lo, defs.hi, '95'),
      ending: '95',
      specs: { Materiaal: MATERIALS[material].title, Wasvoorschrift: 'Wasbaar op 40 °C', Type: kind },
      features: [
        {
          Bedrok: 'Verbergt de onderkant van je bed',
          Sprei: 'Mooi over het voeteneinde',
          Matrasbeschermer: 'Waterdicht en ademend',
          Slaapmasker: 'Houdt het licht volledig buiten',
        }[kind],
        'Wasbaar in de machine',
      ],
      about: 'Met de juiste accessoires maak je je bed niet alleen mooier, maar ook praktischer en hygiënischer.',
      family: 'beddengoed',
    };
  },
};

function klamboe(path: string, travel: boolean, weight: number): Profile {
  return {
    path,
    weight,
    brands: ['klamboe'],
    build(rng): Draft {
      const name = rng.pick(['Hemelbed', 'Zanzibar', 'Bali', 'Safari', 'Tropical', 'Savanne', 'Lodge', 'Atlas']);
      const colour: ColourSlug = rng.weighted([
        ['wit', 6],
        ['creme', 2],
        ['zand', 1],
      ]);
      return {
        type: 'klamboe',
        title: travel ? `Reisklamboe ${name}` : `Klamboe ${name} – ${colourTitle(colour)}`,
        name: travel ? `Reisklamboe ${name}` : `Klamboe ${name}`,
        material: 'polyester',
        colour,
        sizes: travel ? ONE_SIZE : rng.chance(0.5) ? sizes(['Eenpersoons', 1], ['Tweepersoons', 1.3]) : ONE_SIZE,
        basePrice: priceBetween(rng, travel ? 1995 : 2495, travel ? 3995 : 6995, '95'),
        ending: '95',
        specs: {
          Materiaal: '100% polyester gaas',
          Maaswijdte: '256 mazen per cm²',
          Ophanging: travel ? 'Ophangset met haakjes en koord' : 'Plafondring inbegrepen',
        },
        features: [
          'Fijnmazig gaas tegen muggen',
          'Laat lucht goed door',
          travel ? 'Compact opvouwbaar in een opbergzakje' : 'Sfeervol boven je bed',
        ],
        about: 'Een klamboe houdt muggen buiten zodat je ongestoord slaapt, en geeft je bed meteen een romantische uitstraling.',
        family: 'wonen',
      };
    },
  };
}

export const SLEEP_PROFILES: Profile[] = [
  mattress('matrassen/type-matrassen/pocketvering-matrassen', 'pocketvering', 24900, 69900, 3),
  mattress('matrassen/type-matrassen/traagschuim-matrassen', 'traagschuim', 22900, 59900, 2),
  mattress('matrassen/type-matrassen/koudschuim-matrassen', 'koudschuim', 19900, 49900, 2),
  mattress('matrassen/type-matrassen/latex-matrassen', 'latex', 34900, 69900, 1),
  toppers,
  boxspring('boxspring/boxspring-kopen', 'generiek', 89900, 219900, 2),
  boxspring('boxspring/elektrische-boxspring', 'elektrisch', 149900, 249900, 2),
  boxspring('boxspring/vlakke-boxspring', 'vlak', 79900, 179900, 1.5),
  boxspring('boxspring/boxspring-met-opbergruimte', 'opberg', 109900, 199900, 1.5),
  bed('bedden/houten-bedden', false, 1.5),
  bed('bedden/gestoffeerde-bedden', true, 1.5),
  bedaccessoires,
  klamboe('accessoires/klamboes/klamboes-bed', false, 1),
  klamboe('accessoires/klamboes/reisklamboes', true, 0.6),
];
