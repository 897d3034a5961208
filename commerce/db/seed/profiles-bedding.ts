// Product profiles for bedding: covers, duvets, sheets, moltons, pillows and kids bedding.
import type { ColourSlug, ProductType } from '../../media/palette';
import { type Draft, type Profile, type Warmteklasse, WARMTEKLASSEN, twoOf } from './draft';
import type { Rng } from './random';
import {
  ALL_COLOURS,
  KIDS_COLOURS,
  KIDS_NAMES,
  LINE_NAMES,
  MATERIALS,
  type MaterialSlug,
  ONE_SIZE,
  SHEET_SIZES,
  WHITE_MOSTLY,
  colourLower,
  colourTitle,
  priceBetween,
  sizes,
  someSizes,
} from './vocab';

const COVER_SIZES = sizes(['140x200/220', 1], ['200x200/220', 1.35], ['240x200/220', 1.6], ['260x200/220', 1.8]);
const DUVET_SIZES = sizes(['140x200', 1], ['140x220', 1.1], ['200x200', 1.35], ['240x220', 1.6]);

const MATERIAL_PREMIUM: Partial<Record<MaterialSlug, number>> = {
  katoensatijn: 1.2,
  percal: 1.15,
  linnen: 1.6,
  bamboe: 1.3,
  flanel: 1.05,
};
const premium = (m: MaterialSlug) => MATERIAL_PREMIUM[m] ?? 1;
const washTemp = (m: MaterialSlug) => (m === 'percal' || m === 'katoen' ? '60' : '40');

const COVER_ABOUT = [
  'Met een nieuw dekbedovertrek geef je je slaapkamer in een handomdraai een andere sfeer.',
  'Het overtrek heeft een ruime instopstrook, zodat het dekbed mooi op zijn plek blijft.',
  'De kussenslopen zijn in dezelfde stof en kleur gemaakt, dus je set is direct compleet.',
  'De kleur blijft mooi, ook na vele wasbeurten.',
  'Combineer het met een hoeslaken in een bijpassende tint voor een rustig totaalbeeld.',
];

export const dekbedovertrek: Profile = {
  path: 'dekbedovertrek',
  weight: 16,
  brands: ['textiel'],
  build(rng): Draft {
    const hotel = rng.chance(0.12);
    const material: MaterialSlug = hotel
      ? rng.pick(['percal', 'katoensatijn'] as const)
      : rng.weighted([
          ['katoen', 5],
          ['katoensatijn', 5],
          ['percal', 3],
          ['flanel', 3],
          ['linnen', 2],
          ['jersey', 2],
          ['bamboe', 1],
          ['microvezel', 2],
        ]);
    const colour: ColourSlug = hotel ? 'wit' : rng.weighted(ALL_COLOURS);
    const line = hotel ? rng.pick(['Hotel', 'Hotel Deluxe', 'Grand Hotel', 'Suite']) : rng.pick(LINE_NAMES);
    const closure = rng.weighted([
      ['Instopstrook', 6],
      ['Rits', 2],
      ['Knopen', 2],
    ] as const);
    const specs: Record<string, string> = {
      Materiaal: `100% ${MATERIALS[material].title.toLowerCase()}`,
      Sluiting: closure,
      Wasvoorschrift: `Wasbaar op ${washTemp(material)} °C`,
      Drogen: 'Geschikt voor de droger op lage temperatuur',
      Inclusief: 'Kussensloop of -slopen van 60x70 cm',
    };
    if (material === 'katoensatijn' || material === 'percal') specs.Draaddichtheid = `${rng.pick([200, 250, 300, 400])} draden per inch`;
    return {
      type: 'dekbedovertrek',
      title: `${MATERIALS[material].adj} dekbedovertrek ${line} – ${colourTitle(colour)}`,
      name: `Dekbedovertrek ${line}`,
      material,
      colour,
      sizes: someSizes(rng, COVER_SIZES, 2),
      basePrice: priceBetween(rng, 2995 * premium(material), 7995 * premium(material), '95'),
      ending: '95',
      specs,
      features: [
        'Eenpersoons met 1 kussensloop, tweepersoons en groter met 2 kussenslopen',
        closure === 'Instopstrook' ? 'Instopstrook van 30 cm: past op 200 en 220 cm lang' : `Sluit met ${closure.toLowerCase()}`,
        `Wasbaar op ${washTemp(material)} °C`,
        'Getest op schadelijke stoffen',
      ],
      about: twoOf(rng, COVER_ABOUT),
      family: 'beddengoed',
      hotel,
    };
  },
};

function duvetDraft(rng: Rng, withoutCover: boolean): Draft {
  const material: MaterialSlug = withoutCover
    ? rng.pick(['synthetisch', 'microvezel'] as const)
    : rng.weighted([
        ['synthetisch', 5],
        ['dons', 3],
        ['wol', 2],
        ['bamboe', 1],
      ]);
  const klasse: Warmteklasse = rng.weighted([
    ['zomer', 2],
    ['4-seizoenen', 4],
    ['winter', 3],
    ['extra-warm', 1],
  ]);
  const line = rng.pick([
    'Wolkenzacht',
    'Nachtwacht',
    'Hemels',
    'Comfort',
    'Donzig',
    'Frisse Nacht',
    'Noorderzon',
    'Zachte Wolk',
    'Eiderhof',
    'Dromenland',
    'Hotel',
    'Basis',
  ]);
  const colour: ColourSlug = withoutCover ? rng.weighted(ALL_COLOURS) : rng.weighted(WHITE_MOSTLY);
  const hotel = !withoutCover && line === 'Hotel';
  const fill: Record<string, string> = {
    synthetisch: 'Holle synthetische vezel (100% polyester)',
    microvezel: 'Microvezel (100% polyester)',
    dons: `${rng.pick([60, 80, 90])}% eendendons, rest veertjes`,
    wol: '100% scheerwol',
    bamboe: 'Bamboevezel met polyester',
  };
  const range: Record<string, [number, number]> = {
    synthetisch: [4995, 8995],
    microvezel: [5995, 9995],
    dons: [9995, 14995],
    wol: [8995, 13995],
    bamboe: [6995, 10995],
  };
  const [lo, hi] = range[material]!;
  const title = withoutCover
    ? `Dekbed zonder overtrek ${line} – ${colourTitle(colour)}`
    : `${MATERIALS[material].adj} dekbed ${line} – ${WARMTEKLASSEN[klasse]}`;
  return {
    type: 'dekbed',
    title,
    name: withoutCover ? `Dekbed zonder overtrek ${line}` : `Dekbed ${line}`,
    material,
    colour,
    sizes: someSizes(rng, DUVET_SIZES, 3),
    basePrice: priceBetween(rng, lo, hi, '95'),
    ending: '95',
    specs: {
      Vulling: fill[material]!,
      Tijk: withoutCover ? `Microvezel in ${colourLower(colour)}, wasbaar` : '100% katoen, 233 draden',
      Warmteklasse: WARMTEKLASSEN[klasse],
      Stikwijze: rng.pick(['Cassettes', 'Doorgestikt', 'Kamers met opstaande wanden']),
      Wasvoorschrift: material === 'dons' || material === 'wol' ? 'Wasbaar op 40 °C' : 'Wasbaar op 60 °C',
    },
    features: [
      `Warmteklasse: ${WARMTEKLASSEN[klasse].toLowerCase()}`,
      klasse === '4-seizoenen' ? 'Twee dekbedden die je met drukknopen koppelt' : 'Gelijkmatig verdeelde vulling',
      material === 'synthetisch' || material === 'microvezel' ? 'Anti-allergisch en wasbaar op 60 °C' : 'Natuurlijk vochtregulerend',
      withoutCover ? 'Geen overtrek nodig: de buitenkant is wasbaar' : 'Gebruik met een dekbedovertrek',
    ],
    about: twoOf(rng, [
      'Een goed dekbed voelt licht aan en houdt je toch precies warm genoeg.',
      'De vulling blijft dankzij de stikwijze gelijkmatig verdeeld, ook na het wassen.',
      'Schud je dekbed elke ochtend even op en laat het luchten, dan blijft het jarenlang fris.',
      'Twijfel je over de warmteklasse? Bij een koele slaapkamer kies je een klasse warmer.',
    ]),
    family: 'dekbed',
    facets: [{ key: 'warmteklasse', value: klasse, title: WARMTEKLASSEN[klasse] }],
    hotel,
  };
}

export const dekbed: Profile = { path: 'dekbed', weight: 7, brands: ['dekbed'], build: (rng) => duvetDraft(rng, false) };
export const dekbedZonderOvertrek: Profile = {
  path: 'dekbed-zonder-overtrek',
  weight: 2,
  brands: ['dekbed', 'textiel'],
  build: (rng) => duvetDraft(rng, true),
};

const SHEET_LINES: Partial<Record<MaterialSlug, string[]>> = {
  jersey: ['Stretch', 'Deluxe', 'Premium', 'Basic'],
  percal: ['Hotel', 'Classic', 'Deluxe'],
  katoensatijn: ['Luxe', 'Glans', 'Deluxe'],
  katoen: ['Basic', 'Comfort', 'Classic'],
  flanel: ['Warm', 'Winter'],
  bamboe: ['Cool', 'Fresh'],
};

export const hoeslaken: Profile = {
  path: 'hoeslaken',
  weight: 9,
  brands: ['textiel'],
  build(rng): Draft {
    const material: MaterialSlug = rng.weighted([
      ['jersey', 5],
      ['percal', 3],
      ['katoensatijn', 3],
      ['katoen', 2],
      ['flanel', 1],
      ['bamboe', 1],
    ]);
    const hotel = material === 'percal' && rng.chance(0.4);
    const colour: ColourSlug = hotel ? 'wit' : rng.weighted(ALL_COLOURS);
    const split = rng.chance(0.15);
    const line = rng.pick(SHEET_LINES[material]!);
    const corner = rng.pick(['25', '30', '35', '40']);
    const mat = MATERIALS[material].title;
    return {
      type: 'hoeslaken',
      title: split ? `Splittopper hoeslaken ${mat} ${line} – ${colourTitle(colour)}` : `Hoeslaken ${mat} ${line} – ${colourTitle(colour)}`,
      name: split ? `Splittopper hoeslaken ${mat}` : `Hoeslaken ${mat} ${line}`,
      material,
      colour,
      sizes: someSizes(rng, SHEET_SIZES, 3),
      basePrice: priceBetween(rng, 1495 * premium(material), 3995 * premium(material), '95'),
      ending: '95',
      specs: {
        Materiaal: material === 'jersey' ? '95% katoen, 5% elastaan' : `100% ${mat.toLowerCase()}`,
        Hoekhoogte: `${corner} cm`,
        Sluiting: 'Elastiek rondom',
        Wasvoorschrift: `Wasbaar op ${washTemp(material)} °C`,
        ...(split ? { Split: 'Inkeping van 60 cm aan het hoofdeinde' } : {}),
      },
      features: [
        `Geschikt voor matrassen tot ${corner} cm dik`,
        'Rondom elastiek, blijft strak zitten',
        split ? 'Met split voor een elektrische boxspring' : 'Ook mooi in combinatie met een topper',
        `Wasbaar op ${washTemp(material)} °C`,
      ],
      about: twoOf(rng, [
        'Een hoeslaken dat strak om je matras zit, ligt glad en comfortabel.',
        'Dankzij het elastiek rondom trek je het hoeslaken in een paar seconden om je matras.',
        'Let bij het kiezen op de hoekhoogte: die moet passen bij je matras en eventuele topper.',
        'Kies er een tweede bij, dan ligt er altijd een schoon hoeslaken klaar.',
      ]),
      family: 'beddengoed',
      hotel,
    };
  },
};

export const molton: Profile = {
  path: 'molton',
  weight: 3,
  brands: ['textiel', 'dekbed'],
  build(rng): Draft {
    const kind = rng.pick(['Molton', 'Hoeslaken molton', 'Molton waterdicht', 'Topper molton'] as const);
    const material: MaterialSlug =
      kind === 'Molton waterdicht'
        ? 'polyester'
        : rng.weighted([
            ['katoen', 4],
            ['bamboe', 1],
            ['polyester', 1],
          ]);
    const line = rng.pick(['Comfort', 'Stretch', 'Deluxe', 'Basic', 'Premium', 'Hotel', 'Extra dik', 'Fresh']);
    return {
      type: 'molton',
      title: `${kind} ${MATERIALS[material].title} ${line}`,
      name: `${kind} ${line}`,
      material,
      colour: 'wit',
      sizes: someSizes(rng, SHEET_SIZES, 3),
      basePrice: priceBetween(rng, 1295, 3995, '95'),
      ending: '95',
      specs: {
        Materiaal:
          material === 'polyester'
            ? 'Polyester met ademende PU-laag'
            : `Bovenzijde ${MATERIALS[material].title.toLowerCase()}, onderzijde polyester`,
        Hoekhoogte: kind === 'Topper molton' ? '40 cm' : '30 cm',
        Waterdicht: kind === 'Molton waterdicht' ? 'Ja' : 'Nee',
        Wasvoorschrift: 'Wasbaar op 60 °C',
      },
      features: [
        'Beschermt je matras tegen vocht en vlekken',
        'Wasbaar op 60 °C',
        'Geschikt voor de droger',
        kind === 'Molton waterdicht' ? 'Waterdicht en toch ademend' : 'Neemt transpiratievocht goed op',
      ],
      about: twoOf(rng, [
        'Een molton ligt onder je hoeslaken en houdt je matras schoon en fris.',
        'Was je molton elke vier tot zes weken op 60 °C, dan heeft huisstofmijt geen kans.',
        'Een matras kun je niet wassen, een molton wel: zo gaat je matras jaren langer mee.',
      ]),
      family: 'beddengoed',
      hotel: line === 'Hotel',
    };
  },
};

export const hoofdkussens: Profile = {
  path: 'hoofdkussen/hoofdkussens',
  weight: 5,
  brands: ['dekbed'],
  build(rng): Draft {
    const material: MaterialSlug = rng.weighted([
      ['synthetisch', 4],
      ['traagschuim', 3],
      ['latex', 2],
      ['dons', 2],
      ['wol', 1],
    ]);
    const line = `${rng.pick(['Ergo', 'Nekrust', 'Hotel', 'Comfort', 'Cloud', 'Zijslaper', 'Rugslaper', 'Support', 'Contour', 'Klassiek', 'Verstelbaar'])}${rng.pick(['', ' Plus', ' Pro', ' Soft', ' Deluxe'])}`;
    const foam = material === 'traagschuim' || material === 'latex';
    const range: Record<string, [number, number]> = {
      synthetisch: [1995, 4495],
      traagschuim: [3995, 8995],
      latex: [4495, 8995],
      dons: [4995, 8995],
      wol: [3995, 6995],
    };
    const [lo, hi] = range[material]!;
    return {
      type: 'hoofdkussen',
      title: `${MATERIALS[material].adj} hoofdkussen ${line}`,
      name: `Hoofdkussen ${line}`,
      material,
      colour: 'wit',
      sizes: foam ? sizes(['60x40', 1]) : rng.chance(0.6) ? sizes(['50x60', 1], ['60x70', 1.15]) : sizes(['60x70', 1]),
      basePrice: priceBetween(rng, lo, hi, '95'),
      ending: '95',
      specs: {
        Vulling: foam ? `${MATERIALS[material].title} kern` : MATERIALS[material].title,
        Stevigheid: rng.pick(['Zacht', 'Medium', 'Stevig']),
        Slaaphouding: rng.pick(['Rugslapers', 'Zijslapers', 'Alle slaaphoudingen', 'Rug- en buikslapers']),
        Wasvoorschrift: foam ? 'Hoes wasbaar op 40 °C' : material === 'synthetisch' ? 'Wasbaar op 60 °C' : 'Wasbaar op 40 °C',
      },
      features: [
        foam ? 'Ergonomische vorm die je nek ondersteunt' : 'Lekker vormbaar',
        foam ? 'Afneembare, wasbare hoes' : 'Katoenen tijk',
        material === 'synthetisch' ? 'Anti-allergisch' : 'Goed ventilerend',
      ],
      about: twoOf(rng, [
        'Een goed hoofdkussen houdt je nek in één lijn met je wervelkolom.',
        'Zijslapers hebben baat bij een hoger kussen, buikslapers slapen beter op een plat kussen.',
        'Vervang je hoofdkussen om de twee tot vier jaar voor de beste ondersteuning.',
      ]),
      family: 'kussen',
      hotel: line.startsWith('Hotel'),
    };
  },
};

function coverDraft(rng: Rng, kind: 'sloop' | 'sier' | 'buiten'): Draft {
  const material: MaterialSlug =
    kind === 'buiten'
      ? 'polyester'
      : kind === 'sier'
        ? rng.weighted([
            ['velvet', 3],
            ['linnen', 2],
            ['katoen', 2],
          ])
        : rng.weighted([
            ['katoen', 3],
            ['katoensatijn', 3],
            ['percal', 2],
            ['jersey', 1],
            ['linnen', 1],
            ['flanel', 1],
          ]);
  const colour: ColourSlug = rng.weighted(ALL_COLOURS);
  const line = rng.pick(LINE_NAMES);
  const mat = MATERIALS[material].title;
  const label = kind === 'sloop' ? 'Kussensloop' : kind === 'sier' ? 'Sierkussenhoes' : 'Buitenkussenhoes';
  const sizeList =
    kind === 'sloop'
      ? rng.chance(0.6)
        ? sizes(['50x60', 1], ['60x70', 1.1])
        : sizes(['60x70', 1])
      : someSizes(
          rng,
          kind === 'sier' ? sizes(['45x45', 1], ['40x60', 1.1], ['50x50', 1.15]) : sizes(['45x45', 1], ['50x50', 1.15], ['60x60', 1.3]),
          1,
        );
  return {
    type: 'kussenhoes',
    title: `${label} ${kind === 'buiten' ? '' : `${mat} `}${line} – ${colourTitle(colour)}`,
    name: `${label} ${line}`,
    material,
    colour,
    sizes: sizeList,
    basePrice: priceBetween(rng, kind === 'sloop' ? 995 : 1295, kind === 'sloop' ? 2995 : 3495, '95'),
    ending: '95',
    specs: {
      Materiaal: `100% ${mat.toLowerCase()}`,
      Sluiting: kind === 'sloop' ? 'Instopstrook' : 'Verdekte rits',
      Vulling: kind === 'sloop' ? 'Niet van toepassing' : 'Los verkrijgbaar',
      Wasvoorschrift: kind === 'sier' && material === 'velvet' ? 'Wasbaar op 30 °C' : 'Wasbaar op 40 °C',
    },
    features: [
      kind === 'sloop' ? 'Per stuk verkocht' : 'Verdekte rits',
      kind === 'buiten' ? 'Kleurvast en waterafstotend' : 'Mooi te combineren met je dekbedovertrek',
      'Wasbaar in de machine',
    ],
    about: twoOf(rng, [
      kind === 'sloop' ? 'Een frisse kussensloop maakt je bed af.' : 'Met een paar nieuwe kussenhoezen verander je snel de sfeer in huis.',
      'Combineer verschillende maten en materialen voor een speels effect.',
      kind === 'buiten'
        ? 'Een regenbui kan geen kwaad; laat de hoes daarna gewoon opdrogen.'
        : 'De stof voelt zacht aan en behoudt na het wassen zijn vorm.',
    ]),
    family: 'beddengoed',
  };
}

export const kussenslopen: Profile = {
  path: 'hoofdkussen/kussenslopen',
  weight: 3,
  brands: ['textiel'],
  build: (rng) => coverDraft(rng, 'sloop'),
};
export const sierkussenhoezen: Profile = {
  path: 'kussenhoes/sierkussenhoezen',
  weight: 2,
  brands: ['wonen', 'textiel'],
  build: (rng) => coverDraft(rng, 'sier'),
};
export const buitenkussenhoezen: Profile = {
  path: 'kussenhoes/buitenkussenhoezen',
  weight: 1,
  brands: ['tuin'],
  build: (rng) => coverDraft(rng, 'buiten'),
};

type Age = 'baby' | 'peuter' | 'kleuter' | 'tiener';

function kidsDraft(rng: Rng, age: Age): Draft {
  const kind = rng.weighted<ProductType>([
    ['dekbedovertrek', 6],
    ['hoeslaken', 2],
    ['dekbed', 1],
    ['plaid', 1],
    ['verlichting', 1],
    ['vloerkleed', 1],
  ]);
  const colour: ColourSlug = kind === 'dekbed' ? 'wit' : rng.weighted(KIDS_COLOURS);
  const theme = rng.pick(KIDS_NAMES);
  const c = colourTitle(colour);
  const gender: Array<'jongens' | 'meisjes'> =
    colour === 'blauw' || colour === 'navy'
      ? ['jongens']
      : colour === 'roze' || colour === 'oudroze'
        ? ['meisjes']
        : ['jongens', 'meisjes'];
  const small = age === 'baby';
  const base = { colour, kidsGender: gender, family: 'kids' as const, ending: '95' as const };
  switch (kind) {
    case 'dekbedovertrek': {
      const label = small ? 'Ledikant dekbedovertrek' : age === 'tiener' ? 'Tiener dekbedovertrek' : 'Kinderdekbedovertrek';
      const s = small
        ? sizes(['100x135', 1], ['120x150', 1.15])
        : age === 'peuter'
          ? sizes(['120x150', 1], ['140x200/220', 1.25])
          : age === 'kleuter'
            ? sizes(['140x200/220', 1])
            : sizes(['140x200/220', 1], ['200x200/220', 1.35]);
      const material: MaterialSlug = small ? 'katoen' : rng.pick(['katoen', 'flanel', 'microvezel'] as const);
      return {
        ...base,
        type: kind,
        title: `${label} ${theme} – ${c}`,
        name: `${label} ${theme}`,
        material,
        sizes: s,
        basePrice: priceBetween(rng, 2495, 4995, '95'),
        specs: {
          Materiaal: `100% ${MATERIALS[material].title.toLowerCase()}`,
          Sluiting: 'Instopstrook',
          Wasvoorschrift: 'Wasbaar op 60 °C',
          Inclusief: small ? 'Kussensloop 40x60 cm' : 'Kussensloop 60x70 cm',
        },
        features: ['Vrolijke print aan beide zijden', 'Wasbaar op 60 °C', 'Zacht voor de gevoelige kinderhuid'],
        about:
          'Onder een dekbedovertrek met een vrolijke print kruipen kinderen graag op tijd onder de wol. De stof is zacht, stevig en kan tegen een stootje.',
      };
    }
    case 'hoeslaken':
      return {
        ...base,
        type: kind,
        title: `${small ? 'Ledikant' : 'Junior'} hoeslaken Jersey ${theme} – ${c}`,
        name: `Junior hoeslaken ${theme}`,
        material: 'jersey',
        sizes: small
          ? sizes(['60x120', 1], ['70x140', 1.1])
          : age === 'peuter'
            ? sizes(['70x140', 1], ['90x200', 1.2])
            : sizes(['80x200', 1], ['90x200', 1.05]),
        basePrice: priceBetween(rng, 1295, 2495, '95'),
        specs: { Materiaal: '95% katoen, 5% elastaan', Hoekhoogte: '20 cm', Wasvoorschrift: 'Wasbaar op 60 °C' },
        features: ['Rekbaar jersey', 'Rondom elastiek', 'Wasbaar op 60 °C'],
        about: 'Dit zachte jersey hoeslaken rekt mee en blijft strak om het matras, ook als er flink gewoeld wordt.',
      };
    case 'dekbed':
      return {
        ...base,
        type: kind,
        title: `${small ? 'Ledikantdekbed' : 'Kinderdekbed'} ${theme} – 4-seizoenen`,
        name: `Kinderdekbed ${theme}`,
        material: 'synthetisch',
        sizes: small ? sizes(['100x135', 1]) : age === 'peuter' ? sizes(['120x150', 1]) : sizes(['140x200', 1], ['140x220', 1.1]),
        basePrice: priceBetween(rng, 2995, 5995, '95'),
        specs: { Vulling: 'Holle synthetische vezel', Warmteklasse: '4-seizoenen', Wasvoorschrift: 'Wasbaar op 60 °C' },
        features: ['Licht en warm', 'Anti-allergisch', 'Wasbaar op 60 °C'],
        about:
          'Een licht kinderdekbed dat warm houdt zonder zwaar te voelen. De vulling is anti-allergisch en het hele dekbed kan in de wasmachine.',
        facets: [{ key: 'warmteklasse', value: '4-seizoenen', title: '4-seizoenen' }],
      };
    case 'plaid':
      return {
        ...base,
        type: kind,
        title: `Kinderplaid ${theme} – ${c}`,
        name: `Kinderplaid ${theme}`,
        material: 'polyester',
        sizes: sizes(['100x150', 1]),
        basePrice: priceBetween(rng, 1995, 3495, '95'),
        specs: { Materiaal: 'Fleece (100% polyester)', Wasvoorschrift: 'Wasbaar op 30 °C' },
        features: ['Superzacht fleece', 'Handig formaat voor bank en bed'],
        about: 'Een knuffelzachte plaid om onder weg te kruipen bij het voorlezen of op de bank.',
      };
    case 'verlichting':
      return {
        ...base,
        type: kind,
        title: `Nachtlampje ${theme} – ${c}`,
        name: `Nachtlampje ${theme}`,
        material: 'kunststof',
        sizes: ONE_SIZE,
        basePrice: priceBetween(rng, 1495, 3495, '95'),
        specs: { Materiaal: 'BPA-vrij kunststof', Voeding: 'Oplaadbaar via USB', Timer: 'Schakelt na 30 minuten uit' },
        features: ['Zacht, warm licht', 'Oplaadbaar', 'Koel aanvoelend, veilig voor kinderen'],
        about: 'Met dit nachtlampje valt je kind rustig in slaap. Het zachte licht is net fel genoeg om de weg te vinden.',
      };
    default:
      return {
        ...base,
        type: 'vloerkleed',
        title: `Speelkleed ${theme} – ${c}`,
        name: `Speelkleed ${theme}`,
        material: 'katoen',
        sizes: sizes(['100x150', 1], ['120x170', 1.3]),
        basePrice: priceBetween(rng, 3995, 7995, '95'),
        specs: { Materiaal: '100% katoen', Onderkant: 'Antislip', Wasvoorschrift: 'Wasbaar op 30 °C' },
        features: ['Antislip onderkant', 'Wasbaar', 'Zacht om op te spelen'],
        about: 'Een zacht speelkleed maakt de kinderkamer gezellig en geeft een warme plek om op de grond te spelen.',
      };
  }
}

const kids = (age: Age, weight: number): Profile => ({
  path: `kids/${age}`,
  weight,
  brands: ['kids'],
  build: (rng) => kidsDraft(rng, age),
});
export const kidsProfiles: Profile[] = [kids('baby', 1.5), kids('peuter', 1.5), kids('kleuter', 1.5), kids('tiener', 1.5)];

export const BEDDING_PROFILES: Profile[] = [
  dekbedovertrek,
  dekbed,
  dekbedZonderOvertrek,
  hoeslaken,
  molton,
  hoofdkussens,
  kussenslopen,
  sierkussenhoezen,
  buitenkussenhoezen,
  ...kidsProfiles,
];
