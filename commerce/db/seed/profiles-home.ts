// Product profiles for the home range: rugs, curtains, bath textiles, throws, furniture, lighting, garden, air.
import type { ColourSlug } from '../../media/palette';
import { type Draft, type Profile, twoOf } from './draft';
import {
  ALL_COLOURS,
  LINE_NAMES,
  MATERIALS,
  type MaterialSlug,
  NEUTRAL_COLOURS,
  ONE_SIZE,
  type SizeDef,
  colourTitle,
  priceBetween,
  sizes,
  someSizes,
} from './vocab';

export const vloerkleden: Profile = {
  path: 'wonen/vloerkleden',
  weight: 4,
  brands: ['wonen'],
  also: ['vloerkleden'],
  build(rng): Draft {
    const material: MaterialSlug = rng.weighted([
      ['wol', 3],
      ['jute', 2],
      ['katoen', 2],
      ['polyester', 3],
    ]);
    const name = rng.pick([
      'Berber Atlas',
      'Nora',
      'Sahara',
      'Fez',
      'Vintage',
      'Marrakech',
      'Scandi',
      'Cloud',
      'Natural',
      'Ruit',
      'Terra',
      'Dune',
      'Oase',
    ]);
    const colour: ColourSlug = rng.weighted(ALL_COLOURS);
    const pile = material === 'polyester' ? rng.pick(['Hoogpolig', 'Laagpolig']) : 'Laagpolig';
    const list: SizeDef[] = rng.chance(0.3)
      ? sizes(['80x150', 1], ['160x230', 2.4], ['200x290', 3.6])
      : sizes(['160x230', 1], ['200x290', 1.55]);
    return {
      type: 'vloerkleed',
      title: `${material === 'polyester' ? pile : MATERIALS[material].adj} vloerkleed ${name} – ${colourTitle(colour)}`,
      name: `Vloerkleed ${name}`,
      material,
      colour,
      sizes: someSizes(rng, list, 2),
      basePrice: priceBetween(rng, list[0]!.title === '80x150' ? 3995 : 7995, list[0]!.title === '80x150' ? 9995 : 34995, '95'),
      ending: '95',
      specs: { Materiaal: MATERIALS[material].title, Pool: pile, Onderkant: 'Antislip', Onderhoud: 'Regelmatig stofzuigen zonder borstel' },
      features: [`${pile}, ${MATERIALS[material].title.toLowerCase()}`, 'Geschikt voor vloerverwarming', 'Dempt geluid'],
      about: `${twoOf(rng, [
        'Een vloerkleed maakt je interieur direct warmer en gezelliger.',
        "Leg het kleed half onder het bed, zodat je 's ochtends je voeten op iets zachts zet.",
        'Een groot kleed onder de bank en salontafel brengt rust in de woonkamer.',
      ])} ${MATERIALS[material].text}`,
      family: 'wonen',
      bulky: list.length > 2 ? false : rng.chance(0.3),
    };
  },
};

export const gordijnen: Profile = {
  path: 'wonen/gordijnen',
  weight: 3,
  brands: ['wonen'],
  also: ['gordijnen'],
  build(rng): Draft {
    const kind = rng.pick(['Verduisterend gordijn', 'Kant-en-klaar gordijn', 'Inbetween gordijn', 'Thermisch gordijn'] as const);
    const material: MaterialSlug =
      kind === 'Inbetween gordijn'
        ? rng.pick(['linnen', 'polyester'] as const)
        : rng.weighted([
            ['polyester', 4],
            ['velvet', 2],
            ['linnen', 1],
            ['katoen', 1],
          ]);
    const name = rng.pick(LINE_NAMES);
    const colour: ColourSlug = rng.weighted(
      NEUTRAL_COLOURS.concat([
        ['groen', 2],
        ['navy', 2],
        ['terra', 2],
        ['oudroze', 2],
      ]),
    );
    return {
      type: 'gordijn',
      title: `${kind} ${name} – ${colourTitle(colour)}`,
      name: `${kind} ${name}`,
      material,
      colour,
      sizes: rng.chance(0.3) ? sizes(['140x260', 1], ['280x260', 1.8]) : sizes(['140x260', 1]),
      basePrice: priceBetween(rng, 2995, 8995, '95'),
      ending: '95',
      specs: {
        Materiaal: MATERIALS[material].title,
        Ophangsysteem: rng.pick(['Ringen', 'Plooiband met haken', 'Lussen']),
        Lichtdoorlatendheid:
          kind === 'Verduisterend gordijn' ? '100% verduisterend' : kind === 'Inbetween gordijn' ? 'Lichtdoorlatend' : 'Lichtdempend',
        Verkocht: 'Per stuk (1 baan)',
      },
      features: [
        'Kant-en-klaar: direct op te hangen',
        kind === 'Verduisterend gordijn' ? 'Houdt het licht volledig buiten' : 'Zacht gefilterd licht',
        'Makkelijk in te korten',
      ],
      about: twoOf(rng, [
        'Gordijnen maken een ruimte zachter en zorgen voor privacy.',
        'Een verduisterend gordijn helpt je beter te slapen op lichte zomeravonden.',
        'Hang de roede breder dan het raam voor een ruimtelijk effect.',
      ]),
      family: 'wonen',
    };
  },
};

export const badtextiel: Profile = {
  path: 'wonen/badtextiel',
  weight: 3,
  brands: ['bad', 'textiel'],
  build(rng): Draft {
    const kind = rng.weighted([
      ['Handdoek', 4],
      ['Badlaken', 2],
      ['Badjas', 2],
      ['Badmat', 1],
    ] as const);
    const line = rng.pick(['Spa', 'Hotel', 'Wafel', 'Soft', 'Deluxe', 'Hammam', 'Luxe', 'Fresh']);
    const hotel = line === 'Hotel';
    const colour: ColourSlug = hotel ? 'wit' : rng.weighted(ALL_COLOURS);
    const def = {
      Handdoek: { sizes: sizes(['50x100', 1], ['70x140', 1.8]), lo: 695, hi: 1695 },
      Badlaken: { sizes: sizes(['100x180', 1]), lo: 1995, hi: 3995 },
      Badjas: { sizes: sizes(['S/M', 1], ['L/XL', 1.08]), lo: 3995, hi: 7995 },
      Badmat: { sizes: sizes(['60x90', 1]), lo: 1495, hi: 2995 },
    }[kind];
    const grams = rng.pick([450, 500, 550, 600]);
    return {
      type: 'badtextiel',
      title: `${kind} ${line} – ${colourTitle(colour)}`,
      name: `${kind} ${line}`,
      material: 'badstof',
      colour,
      sizes: someSizes(rng, def.sizes, 1),
      basePrice: priceBetween(rng, def.lo, def.hi, '95'),
      ending: '95',
      specs: {
        Materiaal: '100% katoen badstof',
        Gewicht: `${grams} g/m²`,
        Wasvoorschrift: hotel ? 'Wasbaar op 90 °C' : 'Wasbaar op 60 °C',
      },
      features: [`Zware badstof van ${grams} g/m²`, 'Goed absorberend', 'Blijft zacht na het wassen'],
      about: twoOf(rng, [
        'Na het douchen wikkel je je in heerlijk zachte badstof.',
        'Was nieuwe handdoeken eerst een keer apart, dan worden ze nog zachter en absorberender.',
        'Gebruik geen wasverzachter: dat vermindert het absorberend vermogen.',
      ]),
      family: 'wonen',
      hotel,
    };
  },
};

export const plaids: Profile = {
  path: 'wonen/plaids',
  weight: 2,
  brands: ['wonen', 'textiel'],
  build(rng): Draft {
    const material: MaterialSlug = rng.weighted([
      ['katoen', 3],
      ['wol', 2],
      ['polyester', 3],
      ['velvet', 1],
    ]);
    const name = rng.pick(LINE_NAMES);
    const colour: ColourSlug = rng.weighted(ALL_COLOURS);
    return {
      type: 'plaid',
      title: `${material === 'polyester' ? 'Fleece' : MATERIALS[material].adj} plaid ${name} – ${colourTitle(colour)}`,
      name: `Plaid ${name}`,
      material,
      colour,
      sizes: someSizes(rng, sizes(['130x170', 1], ['150x200', 1.3]), 1),
      basePrice: priceBetween(rng, 2995, 9995, '95'),
      ending: '95',
      specs: {
        Materiaal: material === 'polyester' ? 'Fleece (100% polyester)' : MATERIALS[material].title,
        Afwerking: rng.pick(['Franjes', 'Omgezoomd', 'Gebreid']),
        Wasvoorschrift: material === 'wol' ? 'Handwas' : 'Wasbaar op 30 °C',
      },
      features: ['Zacht en warm', 'Mooi als sprei over het voeteneinde', 'Handig formaat voor de bank'],
      about: twoOf(rng, [
        'Op koude avonden kruip je lekker onder deze plaid op de bank.',
        'Leg de plaid over het voeteneinde van je bed voor een gezellige, gelaagde look.',
        'De plaid is ook een mooi cadeau voor iemand die van knus houdt.',
      ]),
      family: 'wonen',
    };
  },
};

const FURNITURE = {
  Nachtkastje: [4995, 14995],
  Ladekast: [19900, 59900],
  Kledingkast: [29900, 89900],
  Kaptafel: [14995, 34900],
  Bankje: [9995, 24900],
  Spiegel: [4995, 14995],
  Wandplank: [2495, 6995],
} as const;

export const meubels: Profile = {
  path: 'meubels',
  weight: 2,
  brands: ['wonen'],
  build(rng): Draft {
    const kind = rng.pick(Object.keys(FURNITURE) as Array<keyof typeof FURNITURE>);
    const [lo, hi] = FURNITURE[kind];
    const material: MaterialSlug =
      kind === 'Bankje'
        ? 'velvet'
        : rng.weighted([
            ['hout', 4],
            ['metaal', 2],
          ]);
    const name = rng.pick(['Oslo', 'Bergen', 'Lund', 'Aarhus', 'Delft', 'Zwolle', 'Hoorn', 'Malaga', 'Porto', 'Riga', 'Tallinn']);
    const colour: ColourSlug = rng.weighted([
      ['wit', 3],
      ['zwart', 2],
      ['bruin', 3],
      ['zand', 2],
      ['grijs', 1],
      ['groen', 1],
    ]);
    const ending = hi > 20000 ? '00' : '95';
    return {
      type: 'meubel',
      title: `${kind} ${name} – ${colourTitle(colour)}`,
      name: `${kind} ${name}`,
      material,
      colour,
      sizes: ONE_SIZE,
      basePrice: priceBetween(rng, lo, hi, ending),
      ending,
      specs: {
        Materiaal: MATERIALS[material].title,
        Kleur: colourTitle(colour),
        Montage: kind === 'Spiegel' || kind === 'Wandplank' ? 'Inclusief bevestigingsmateriaal' : 'Eenvoudig zelf te monteren',
      },
      features: ['Tijdloos design', 'Stevig en duurzaam', 'Past bij elke slaapkamer'],
      about: `${twoOf(rng, [
        'Met de juiste meubels maak je van je slaapkamer een rustige, opgeruimde plek.',
        'Dit meubel is compact genoeg voor een kleine slaapkamer en biedt toch veel ruimte.',
        'De strakke vormgeving combineer je makkelijk met andere stijlen.',
      ])} ${MATERIALS[material].text}`,
      family: 'meubel',
      bulky: hi > 20000,
    };
  },
};

export const verlichting: Profile = {
  path: 'verlichting',
  weight: 1.5,
  brands: ['wonen'],
  build(rng): Draft {
    const kind = rng.pick(['Tafellamp', 'Hanglamp', 'Wandlamp', 'Leeslamp', 'Vloerlamp'] as const);
    const name = rng.pick(['Luna', 'Sol', 'Glow', 'Aura', 'Nova', 'Stella', 'Lumen', 'Halo', 'Ember']);
    const material: MaterialSlug = rng.weighted([
      ['metaal', 3],
      ['linnen', 2],
      ['jute', 1],
    ]);
    const colour: ColourSlug = rng.weighted([
      ['zwart', 3],
      ['wit', 3],
      ['zand', 2],
      ['geel', 1],
      ['groen', 1],
      ['terra', 1],
    ]);
    return {
      type: 'verlichting',
      title: `${kind} ${name} – ${colourTitle(colour)}`,
      name: `${kind} ${name}`,
      material,
      colour,
      sizes: ONE_SIZE,
      basePrice: priceBetween(rng, kind === 'Vloerlamp' ? 7995 : 1995, kind === 'Vloerlamp' ? 19995 : 12995, '95'),
      ending: '95',
      specs: {
        Materiaal: MATERIALS[material].title,
        Fitting: 'E27',
        Lichtbron: 'Niet inbegrepen, geschikt voor led',
        Snoerlengte: '180 cm',
      },
      features: ['Geschikt voor led-lampen', 'Dimbaar met een dimbare lamp', 'Sfeervol, warm licht'],
      about:
        'Goed licht maakt je slaapkamer rustgevend. Kies warm wit licht (2700 K) voor de avond, zodat je lichaam zich voorbereidt op de nacht.',
      family: 'meubel',
    };
  },
};

export const tuin: Profile = {
  path: 'tuin',
  weight: 1.5,
  brands: ['tuin'],
  build(rng): Draft {
    const kind = rng.pick(['Tuinkussen', 'Loungekussen', 'Hangmat', 'Buitenkleed', 'Ligbedkussen'] as const);
    const name = rng.pick(['Ibiza', 'Capri', 'Texel', 'Terschelling', 'Riviera', 'Provence', 'Ameland', 'Zeeland']);
    const colour: ColourSlug = rng.weighted([
      ['groen', 3],
      ['zand', 3],
      ['antraciet', 2],
      ['terra', 2],
      ['blauw', 2],
      ['geel', 1],
    ]);
    const def = {
      Tuinkussen: { sizes: sizes(['45x45', 1], ['50x50', 1.15]), lo: 1495, hi: 2995 },
      Loungekussen: { sizes: sizes(['60x60', 1]), lo: 2495, hi: 4995 },
      Hangmat: { sizes: ONE_SIZE, lo: 3995, hi: 8995 },
      Buitenkleed: { sizes: sizes(['160x230', 1], ['200x290', 1.5]), lo: 4995, hi: 12995 },
      Ligbedkussen: { sizes: sizes(['60x190', 1]), lo: 2995, hi: 5995 },
    }[kind];
    return {
      type: 'tuin',
      title: `${kind} ${name} – ${colourTitle(colour)}`,
      name: `${kind} ${name}`,
      material: kind === 'Hangmat' ? 'katoen' : 'polyester',
      colour,
      sizes: someSizes(rng, def.sizes, 1),
      basePrice: priceBetween(rng, def.lo, def.hi, '95'),
      ending: '95',
      specs: {
        Materiaal: kind === 'Hangmat' ? 'Katoen met houten spreidstok' : 'Outdoor polyester',
        Weerbestendig: 'Ja',
        'UV-bestendig': 'Ja',
      },
      features: ['Weerbestendig', 'Kleurvast in de zon', 'Makkelijk schoon te maken'],
      about: 'Maak het buiten net zo comfortabel als binnen. Berg het product in de winter droog op, dan heb je er jaren plezier van.',
      family: 'wonen',
    };
  },
};

export const airco: Profile = {
  path: 'airco',
  weight: 1,
  brands: ['klimaat'],
  build(rng): Draft {
    const kind = rng.pick(['Mobiele airco', 'Statiefventilator', 'Torenventilator', 'Tafelventilator'] as const);
    const name = rng.pick(['Frisse Wind', 'Polar', 'Breeze', 'Arctic', 'Zefier', 'Noordenwind']);
    const btu = rng.pick([7000, 9000, 12000]);
    const ac = kind === 'Mobiele airco';
    return {
      type: 'airco',
      title: ac ? `${kind} ${name} ${btu} BTU` : `${kind} ${name}`,
      name: `${kind} ${name}`,
      material: 'kunststof',
      colour: rng.weighted([
        ['wit', 3],
        ['zwart', 2],
        ['grijs', 1],
      ]),
      sizes: ONE_SIZE,
      basePrice: ac ? priceBetween(rng, 29900, 59900, '00') : priceBetween(rng, 3995, 14995, '95'),
      ending: ac ? '00' : '95',
      specs: ac
        ? {
            Koelvermogen: `${btu} BTU`,
            Geschikt: `Ruimtes tot ${Math.round(btu / 300)} m²`,
            Geluidsniveau: `${rng.int(48, 56)} dB`,
            Energielabel: 'A',
          }
        : { Snelheden: `${rng.int(3, 6)}`, Geluidsniveau: `${rng.int(28, 42)} dB`, Timer: 'Ja, tot 8 uur', Oscillatie: 'Ja' },
      features: ac
        ? ['Koelen, ontvochtigen en ventileren', 'Inclusief raamafdichting', 'Slaapstand met extra stille werking']
        : ['Fluisterstil', 'Met afstandsbediening', 'Timerfunctie'],
      about: 'Op warme zomernachten slaap je slecht als je slaapkamer te warm wordt. De ideale slaaptemperatuur ligt tussen 16 en 18 °C.',
      family: 'techniek',
      bulky: ac,
    };
  },
};

export const HOME_PROFILES: Profile[] = [vloerkleden, gordijnen, badtextiel, plaids, meubels, verlichting, tuin, airco];
