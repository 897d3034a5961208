// The configurable boxsprings (docs/decisions/0018): three products with a configurator definition each
// (docs/requirements/assistant-and-guided-selling.md#data Configurator). Fixed data, so the same seed gives the same shop.
import { COLOURS, productImageUrl, type ColourSlug } from '../../media/palette';
import type { ConfiguratorDefinition, ConfiguratorOption, ConfiguratorProperty, ConfiguratorStep } from '#contract/rules/configurator';

const opt = (
  property: string,
  id: string,
  btnText: string,
  extra: number,
  more: Partial<Omit<ConfiguratorOption, 'id' | 'btnText' | 'extra'>> = {},
): ConfiguratorOption => ({
  id,
  btnText,
  btnSubText: more.btnSubText ?? null,
  btnId: `${property}-${id}`,
  extra,
  text: more.text ?? null,
  label: more.label ?? null,
  xpoId: more.xpoId ?? property,
  xpoVarId: more.xpoVarId ?? id,
  image: more.image ?? null,
});

const prop = (property: string, title: string, options: ConfiguratorOption[]): ConfiguratorProperty => ({ property, title, options });

const step = (
  order: number,
  title: string,
  type: 'tile' | 'buttons',
  properties: ConfiguratorProperty[],
  info: ConfiguratorStep['info'] = null,
): ConfiguratorStep => ({
  order,
  title,
  type,
  property: properties.length === 1 ? properties[0]!.property : null,
  multiProperties: properties.length > 1,
  properties,
  info,
});

const SIZE_TEXT: Record<string, string> = {
  '140x200': 'Compact tweepersoons',
  '160x200': 'Ruim tweepersoons',
  '180x200': 'De populairste maat',
  '200x200': 'Royaal slapen',
};
const sizes = (extras: Array<[string, number]>) =>
  prop(
    'size',
    'Maat',
    extras.map(([size, extra]) =>
      opt('size', size, size.replace('x', ' x ') + ' cm', extra, {
        btnSubText: SIZE_TEXT[size] ?? null,
        label: size === '180x200' ? 'Populair' : null,
      }),
    ),
  );

const swatch = (colour: ColourSlug) => `/media/configurator/swatch/${colour}.svg`;
const colours = (list: ColourSlug[]) =>
  prop(
    'colour',
    'Kleur',
    list.map((c) => opt('colour', c, COLOURS[c].title, 0, { image: swatch(c), xpoVarId: COLOURS[c].hex })),
  );

const firmness = () =>
  step(
    6,
    'Hardheid',
    'buttons',
    [
      prop('firmness', 'Hardheid', [
        opt('firmness', 'zacht', 'Zacht', 0, { btnSubText: 'Tot 70 kg', text: 'Voor lichtere slapers en zijslapers.' }),
        opt('firmness', 'medium', 'Medium', 0, { btnSubText: '70 tot 100 kg', text: 'De meest gekozen hardheid.', label: 'Populair' }),
        opt('firmness', 'stevig', 'Stevig', 0, { btnSubText: 'Vanaf 100 kg', text: 'Voor zwaardere slapers en rugslapers.' }),
      ]),
    ],
    'firmness',
  );

const legs = (list: Array<[string, string, number]>) =>
  step(8, 'Poten', 'tile', [
    prop(
      'legs',
      'Poten',
      list.map(([id, title, extra]) => opt('legs', id, title, extra, { image: `/media/configurator/legs/${id}.svg` })),
    ),
  ]);

const headboards = (list: Array<[string, string, number, string?]>) =>
  step(3, 'Hoofdbord', 'tile', [
    prop(
      'headboard',
      'Hoofdbord',
      list.map(([id, title, extra, sub]) =>
        opt('headboard', id, title, extra, { btnSubText: sub ?? null, image: `/media/configurator/headboard/${id}.svg` }),
      ),
    ),
  ]);

export const CONFIGURATORS: readonly ConfiguratorDefinition[] = [
  {
    name: 'Boxspringset Hotel',
    code: 'boxspringset-hotel',
    basePrice: 129_900,
    fallbackImage: productImageUrl('boxspring', 'antraciet', 1),
    defaultConfig: { size: '180x200', headboard: 'hotel-recht', colour: 'antraciet', legs: 'zwart-rond' },
    category: 'boxsprings',
    steps: [
      step(
        1,
        'Maat',
        'tile',
        [
          sizes([
            ['140x200', 0],
            ['160x200', 20_000],
            ['180x200', 40_000],
            ['200x200', 60_000],
          ]),
        ],
        'bed-width',
      ),
      step(2, 'Type', 'buttons', [
        prop('type', 'Type boxspring', [
          opt('type', 'vlak', 'Vlak', 0, { btnSubText: 'Klassiek en stevig' }),
          opt('type', 'elektrisch', 'Elektrisch', 90_000, {
            btnSubText: 'Hoofd- en voeteneinde verstelbaar',
            text: 'Met afstandsbediening.',
          }),
        ]),
      ]),
      headboards([
        ['hotel-recht', 'Hotel recht', 0, 'Strak en tijdloos'],
        ['gecapitonneerd', 'Gecapitonneerd', 15_000, 'Met knopen'],
        ['verticale-banen', 'Verticale banen', 12_000],
        ['geen', 'Geen hoofdbord', 0],
      ]),
      step(4, 'Stof en kleur', 'tile', [
        prop('fabric', 'Stof', [
          opt('fabric', 'structuurstof', 'Structuurstof', 0, { btnSubText: 'Stevig en onderhoudsvriendelijk' }),
          opt('fabric', 'velvet', 'Velvet', 10_000, { btnSubText: 'Zacht met een diepe glans', label: 'Populair' }),
          opt('fabric', 'boucle', 'Bouclé', 15_000, { btnSubText: 'Warm gekruld garen' }),
        ]),
        colours(['antraciet', 'grijs', 'beige', 'zand', 'navy', 'groen']),
      ]),
      step(5, 'Matras', 'buttons', [
        prop('mattress', 'Matras', [
          opt('mattress', 'pocketvering', 'Pocketvering', 0, { btnSubText: '7-zones' }),
          opt('mattress', 'pocket-koudschuim', 'Pocketvering met koudschuim', 15_000),
          opt('mattress', 'pocket-latex', 'Pocketvering met latex', 25_000, { text: 'Van nature stofmijtwerend.' }),
        ]),
      ]),
      firmness(),
      step(7, 'Topper', 'tile', [
        prop('topper', 'Topper', [
          opt('topper', 'koudschuim', 'Koudschuim', 0, { btnSubText: '6 cm' }),
          opt('topper', 'traagschuim', 'Traagschuim', 9_900, { btnSubText: '7 cm' }),
          opt('topper', 'gel', 'Gel', 12_900, { btnSubText: 'Koel slapen' }),
          opt('topper', 'latex', 'Latex', 14_900, { btnSubText: '8 cm' }),
        ]),
      ]),
      legs([
        ['zwart-rond', 'Zwart rond', 0],
        ['eiken', 'Eiken', 4_900],
        ['chroom', 'Chroom', 5_900],
        ['zwevend', 'Zwevend', 7_900],
      ]),
    ],
  },
  {
    name: 'Boxspringset Nordic',
    code: 'boxspringset-nordic',
    basePrice: 99_900,
    fallbackImage: productImageUrl('boxspring', 'grijs', 1),
    defaultConfig: { size: '160x200', headboard: 'nordic-laag', colour: 'grijs', legs: 'eiken' },
    category: 'boxsprings',
    steps: [
      step(
        1,
        'Maat',
        'tile',
        [
          sizes([
            ['140x200', 0],
            ['160x200', 15_000],
            ['180x200', 30_000],
          ]),
        ],
        'bed-width',
      ),
      step(2, 'Type', 'buttons', [prop('type', 'Type boxspring', [opt('type', 'vlak', 'Vlak', 0, { btnSubText: 'Klassiek en stevig' })])]),
      headboards([
        ['nordic-laag', 'Laag', 0],
        ['hotel-recht', 'Hoog recht', 9_900],
      ]),
      step(4, 'Stof en kleur', 'tile', [
        prop('fabric', 'Stof', [opt('fabric', 'wolmix', 'Wolmix', 0, { btnSubText: 'Ademend en zacht' })]),
        colours(['grijs', 'zand', 'beige', 'groen']),
      ]),
      step(5, 'Matras', 'buttons', [prop('mattress', 'Matras', [opt('mattress', 'pocketvering', 'Pocketvering', 0)])]),
      firmness(),
      // The Nordic comes with its own topper: the step has no options and is dropped.
      step(7, 'Topper', 'tile', [prop('topper', 'Topper', [])]),
      legs([
        ['eiken', 'Eiken', 0],
        ['zwart-rond', 'Zwart rond', 0],
      ]),
    ],
  },
  {
    name: 'Boxspringset Royal Elektrisch',
    code: 'boxspringset-royal-elektrisch',
    basePrice: 219_900,
    fallbackImage: productImageUrl('boxspring', 'navy', 1),
    defaultConfig: { size: '180x200', headboard: 'gecapitonneerd', colour: 'navy', legs: 'chroom' },
    category: 'boxsprings',
    steps: [
      step(
        1,
        'Maat',
        'tile',
        [
          sizes([
            ['160x200', 0],
            ['180x200', 25_000],
            ['200x200', 50_000],
          ]),
        ],
        'bed-width',
      ),
      step(2, 'Type', 'buttons', [
        prop('type', 'Type boxspring', [
          opt('type', 'elektrisch', 'Elektrisch', 0, { btnSubText: 'Met afstandsbediening' }),
          opt('type', 'elektrisch-massage', 'Elektrisch met massage', 35_000, { btnSubText: 'Met massagefunctie' }),
        ]),
      ]),
      headboards([
        ['gecapitonneerd', 'Gecapitonneerd', 0],
        ['verticale-banen', 'Verticale banen', 0],
      ]),
      step(4, 'Stof en kleur', 'tile', [
        prop('fabric', 'Stof', [opt('fabric', 'velvet', 'Velvet', 0), opt('fabric', 'boucle', 'Bouclé', 12_500)]),
        colours(['navy', 'antraciet', 'zwart', 'groen', 'beige']),
      ]),
      step(5, 'Matras', 'buttons', [prop('mattress', 'Matras', [opt('mattress', 'pocket-latex', 'Pocketvering met latex', 0)])]),
      firmness(),
      step(7, 'Topper', 'tile', [
        prop('topper', 'Topper', [opt('topper', 'traagschuim', 'Traagschuim', 0), opt('topper', 'latex', 'Latex', 5_000)]),
      ]),
      legs([
        ['chroom', 'Chroom', 0],
        ['zwevend', 'Zwevend', 7_900],
      ]),
    ],
  },
];

/** Seed facts of the configurable products beside their definition. */
export const CONFIGURABLE_PRODUCTS: Record<string, { brand: string; colour: ColourSlug; also: string; popularity: number; intro: string }> =
  {
    'boxspringset-hotel': {
      brand: 'bergvelt-sleep',
      colour: 'antraciet',
      also: 'boxspring/vlakke-boxspring',
      popularity: 1_500,
      intro:
        'Stel je eigen hotelboxspring samen: kies de maat, vlak of elektrisch, het hoofdbord, de stof en kleur, de matrassen, de hardheid, de topper en de poten.',
    },
    'boxspringset-nordic': {
      brand: 'nordvik-nights',
      colour: 'grijs',
      also: 'boxspring/vlakke-boxspring',
      popularity: 1_000,
      intro: 'Een lage Scandinavische boxspring met een zachte wolmix-stof en eiken poten, met een ingebouwde topper.',
    },
    'boxspringset-royal-elektrisch': {
      brand: 'droomhaven',
      colour: 'navy',
      also: 'boxspring/elektrische-boxspring',
      popularity: 1_200,
      intro: 'Elektrisch verstelbaar met een gecapitonneerd hoofdbord: lezen, tv kijken en slapen in het comfort van een vijfsterrenhotel.',
    },
  };
