// The guided-selling question trees (docs/decisions/0018), one per product overview. Every answer maps to
// facet values the seed really writes (products.ts, profiles-*.ts) or to a price band, so a
// wizard's result is always an ordinary filtered listing URL.
import { productImageUrl, type ColourSlug, type ProductType } from '../../media/palette';
import type { WizardAnswerDef, WizardQuestionDef, WizardTree } from '../../guided-selling/rules';

const img = (type: ProductType, colour: ColourSlug, n = 1) => productImageUrl(type, colour, n);

const a = (
  id: number,
  answer: string,
  image: string,
  description: string | null,
  map: Pick<WizardAnswerDef, 'filters' | 'price'>,
): WizardAnswerDef => ({
  id,
  answer,
  image,
  description,
  ...map,
});

const q = (
  id: number,
  question: string,
  explanation: string | null,
  flags: { skippable: boolean; multi: boolean; when?: WizardQuestionDef['when'] },
  answers: WizardAnswerDef[],
): WizardQuestionDef => ({
  id,
  question,
  explanation,
  is_skippable: flags.skippable,
  is_multiselect: flags.multi,
  answers,
  ...(flags.when ? { when: flags.when } : {}),
});

const priceQuestion = (id: number, type: ProductType, bands: Array<[string, number, number, string]>) =>
  q(
    id,
    'Wat wil je ongeveer uitgeven?',
    'We tonen alleen producten binnen je budget. Kies meerdere prijsklassen als je twijfelt.',
    { skippable: true, multi: true },
    bands.map(([label, min, max, description], i) => a(id * 10 + i + 1, label, img(type, 'zand', 2), description, { price: { min, max } })),
  );

export const WIZARD_TREES: readonly WizardTree[] = [
  {
    code: 'dekbed',
    categoryPath: 'dekbed',
    title: 'Keuzehulp dekbedden',
    questions: [
      q(
        101,
        'Hoe warm slaap je?',
        'De warmteklasse bepaalt hoe warm een dekbed is. Slaap je snel warm, kies dan een lichter dekbed.',
        { skippable: false, multi: false },
        [
          a(1011, 'Ik heb het snel warm', img('dekbed', 'wit'), 'Een luchtig zomerdekbed', { filters: { warmteklasse: ['zomer'] } }),
          a(1012, 'Precies goed', img('dekbed', 'creme'), 'Een 4-seizoenendekbed voor het hele jaar', {
            filters: { warmteklasse: ['4-seizoenen'] },
          }),
          a(1013, 'Ik heb het snel koud', img('dekbed', 'grijs'), 'Een warm winterdekbed', { filters: { warmteklasse: ['winter'] } }),
          a(1014, 'Ik heb het altijd koud', img('dekbed', 'beige'), 'Een extra warm dekbed', { filters: { warmteklasse: ['extra-warm'] } }),
        ],
      ),
      q(
        102,
        'Heb je last van een allergie?',
        'Bij een huisstofmijtallergie slaap je het best onder een wasbaar, synthetisch of bamboe dekbed.',
        { skippable: true, multi: false },
        [
          a(1021, 'Ja, voor huisstofmijt', img('dekbed', 'wit', 2), 'Alleen wasbare, anti-allergische vullingen', {
            filters: { materiaal: ['synthetisch', 'bamboe'] },
          }),
          a(1022, 'Nee', img('dekbed', 'creme', 2), 'Alle vullingen', {}),
        ],
      ),
      q(
        103,
        'Welke vulling heeft je voorkeur?',
        'Dons is licht en warm, wol regelt vocht, synthetisch is makkelijk wasbaar en bamboe voelt koel.',
        { skippable: true, multi: true, when: { question: 102, answers: [1022] } },
        [
          a(1031, 'Dons', img('dekbed', 'wit', 3), 'Licht en heerlijk warm', { filters: { materiaal: ['dons'] } }),
          a(1032, 'Wol', img('dekbed', 'creme', 3), 'Voert vocht goed af', { filters: { materiaal: ['wol'] } }),
          a(1033, 'Synthetisch', img('dekbed', 'grijs', 3), 'Wasbaar en anti-allergisch', { filters: { materiaal: ['synthetisch'] } }),
          a(1034, 'Bamboe', img('dekbed', 'beige', 3), 'Koel en zijdezacht', { filters: { materiaal: ['bamboe'] } }),
        ],
      ),
      q(104, 'Welke maat dekbed zoek je?', 'Kies een dekbed dat 20 tot 40 cm breder is dan je matras.', { skippable: true, multi: false }, [
        a(1041, '140 x 200 cm', img('dekbed', 'wit'), 'Eenpersoons', { filters: { maat: ['140x200'] } }),
        a(1042, '140 x 220 cm', img('dekbed', 'wit'), 'Eenpersoons extra lang', { filters: { maat: ['140x220'] } }),
        a(1043, '200 x 200 cm', img('dekbed', 'creme'), 'Tweepersoons', { filters: { maat: ['200x200'] } }),
        a(1044, '240 x 220 cm', img('dekbed', 'creme'), 'Lits-jumeaux', { filters: { maat: ['240x220'] } }),
      ]),
      priceQuestion(105, 'dekbed', [
        ['Tot € 75', 0, 75, 'Voordelig'],
        ['€ 75 tot € 110', 75, 110, 'Middenklasse'],
        ['Vanaf € 110', 110, 500, 'Luxe'],
      ]),
    ],
  },
  {
    code: 'hoofdkussen',
    categoryPath: 'hoofdkussen/hoofdkussens',
    title: 'Keuzehulp hoofdkussens',
    questions: [
      q(
        201,
        'In welke houding slaap je meestal?',
        'Je slaaphouding bepaalt hoe hoog en stevig je kussen moet zijn om je nek recht te houden.',
        { skippable: false, multi: false },
        [
          a(2011, 'Op mijn rug', img('hoofdkussen', 'wit'), 'Een middelhoog, soepel kussen', {
            filters: { materiaal: ['synthetisch', 'wol', 'latex'] },
          }),
          a(2012, 'Op mijn zij', img('hoofdkussen', 'creme'), 'Een hoog, stevig kussen', {
            filters: { materiaal: ['traagschuim', 'latex'] },
          }),
          a(2013, 'Op mijn buik', img('hoofdkussen', 'grijs'), 'Een plat, zacht kussen', {
            filters: { materiaal: ['dons', 'synthetisch'] },
          }),
          a(2014, 'Wisselend', img('hoofdkussen', 'beige'), 'Een kussen dat meegeeft', {
            filters: { materiaal: ['synthetisch', 'latex', 'traagschuim'] },
          }),
        ],
      ),
      q(
        202,
        'Heb je last van een allergie?',
        'Synthetisch, latex en traagschuim zijn van nature ongeschikt voor huisstofmijt.',
        { skippable: true, multi: false },
        [
          a(2021, 'Ja', img('hoofdkussen', 'wit', 2), 'Alleen anti-allergische vullingen', {
            filters: { materiaal: ['synthetisch', 'latex', 'traagschuim'] },
          }),
          a(2022, 'Nee', img('hoofdkussen', 'creme', 2), 'Alle vullingen', {}),
        ],
      ),
      q(203, 'Welke maat kussen zoek je?', null, { skippable: true, multi: true }, [
        a(2031, '60 x 70 cm', img('hoofdkussen', 'wit', 3), 'De standaardmaat', { filters: { maat: ['60x70'] } }),
        a(2032, '50 x 60 cm', img('hoofdkussen', 'wit', 3), 'Compact', { filters: { maat: ['50x60'] } }),
        a(2033, '60 x 40 cm', img('hoofdkussen', 'wit', 3), 'Laag model', { filters: { maat: ['60x40'] } }),
      ]),
      priceQuestion(204, 'hoofdkussen', [
        ['Tot € 35', 0, 35, 'Voordelig'],
        ['€ 35 tot € 60', 35, 60, 'Middenklasse'],
        ['Vanaf € 60', 60, 200, 'Luxe'],
      ]),
    ],
  },
  {
    code: 'matrassen',
    categoryPath: 'matrassen',
    title: 'Keuzehulp matrassen',
    questions: [
      q(301, 'Slaap je alleen of samen?', null, { skippable: false, multi: false }, [
        a(3011, 'Alleen', img('matras', 'wit'), 'Een eenpersoonsmatras', { filters: { maat: ['80x200', '90x200'] } }),
        a(3012, 'Samen', img('matras', 'grijs'), 'Een tweepersoonsmatras', { filters: { maat: ['140x200', '160x200', '180x200'] } }),
      ]),
      q(
        302,
        'Hoe breed is je bed?',
        'Meet de binnenmaat van je bed of de bodem van je boxspring.',
        { skippable: true, multi: false, when: { question: 301, answers: [3011] } },
        [
          a(3021, '80 x 200 cm', img('matras', 'wit'), null, { filters: { maat: ['80x200'] } }),
          a(3022, '90 x 200 cm', img('matras', 'wit'), 'De meest gekozen eenpersoonsmaat', { filters: { maat: ['90x200'] } }),
        ],
      ),
      q(
        303,
        'Hoe breed is je bed?',
        'Meet de binnenmaat van je bed of de bodem van je boxspring.',
        { skippable: true, multi: false, when: { question: 301, answers: [3012] } },
        [
          a(3031, '140 x 200 cm', img('matras', 'grijs'), null, { filters: { maat: ['140x200'] } }),
          a(3032, '160 x 200 cm', img('matras', 'grijs'), null, { filters: { maat: ['160x200'] } }),
          a(3033, '180 x 200 cm', img('matras', 'grijs'), 'De populairste tweepersoonsmaat', { filters: { maat: ['180x200'] } }),
        ],
      ),
      q(
        304,
        'Hoe stevig lig je het liefst?',
        'Tot 70 kg ligt zacht vaak het best, van 70 tot 100 kg medium en daarboven stevig.',
        { skippable: true, multi: true },
        [
          a(3041, 'Zacht', img('matras', 'creme', 3), 'Tot 70 kg', { filters: { hardheid: ['zacht'] } }),
          a(3042, 'Medium', img('matras', 'wit', 3), '70 tot 100 kg', { filters: { hardheid: ['medium'] } }),
          a(3043, 'Stevig', img('matras', 'grijs', 3), 'Vanaf 100 kg', { filters: { hardheid: ['stevig'] } }),
        ],
      ),
      q(
        305,
        'Welk type matras past bij je?',
        'Heb je het snel warm? Pocketvering ventileert het best. Bij allergie is latex een goede keuze.',
        { skippable: true, multi: true },
        [
          a(3051, 'Pocketvering', img('matras', 'wit', 3), 'Veerkrachtig en koel', { filters: { materiaal: ['pocketvering'] } }),
          a(3052, 'Koudschuim', img('matras', 'wit', 3), 'Licht en duurzaam', { filters: { materiaal: ['koudschuim'] } }),
          a(3053, 'Traagschuim', img('matras', 'grijs', 3), 'Vormt zich naar je lichaam', { filters: { materiaal: ['traagschuim'] } }),
          a(3054, 'Latex', img('matras', 'creme', 3), 'Elastisch en stofmijtwerend', { filters: { materiaal: ['latex'] } }),
        ],
      ),
      priceQuestion(306, 'matras', [
        ['Tot € 300', 0, 300, 'Voordelig'],
        ['€ 300 tot € 500', 300, 500, 'Middenklasse'],
        ['Vanaf € 500', 500, 1500, 'Luxe'],
      ]),
    ],
  },
  {
    code: 'boxspring',
    categoryPath: 'boxspring/boxspring-kopen',
    title: 'Keuzehulp boxsprings',
    questions: [
      q(
        401,
        'Welke maat boxspring zoek je?',
        'Twee personen slapen het prettigst vanaf 160 cm breed.',
        { skippable: false, multi: false },
        [
          a(4011, '140 x 200 cm', img('boxspring', 'grijs'), 'Compact', { filters: { maat: ['140x200'] } }),
          a(4012, '160 x 200 cm', img('boxspring', 'antraciet'), 'Ruim', { filters: { maat: ['160x200'] } }),
          a(4013, '180 x 200 cm', img('boxspring', 'beige'), 'De populairste maat', { filters: { maat: ['180x200'] } }),
          a(4014, '200 x 200 cm', img('boxspring', 'zand'), 'Royaal', { filters: { maat: ['200x200'] } }),
        ],
      ),
      q(
        402,
        'Hoe stevig lig je het liefst?',
        'Tot 70 kg ligt zacht vaak het best, van 70 tot 100 kg medium en daarboven stevig.',
        { skippable: true, multi: true },
        [
          a(4021, 'Zacht', img('boxspring', 'creme', 2), 'Tot 70 kg', { filters: { hardheid: ['zacht'] } }),
          a(4022, 'Medium', img('boxspring', 'grijs', 2), '70 tot 100 kg', { filters: { hardheid: ['medium'] } }),
          a(4023, 'Stevig', img('boxspring', 'antraciet', 2), 'Vanaf 100 kg', { filters: { hardheid: ['stevig'] } }),
        ],
      ),
      q(403, 'Welke kleur past in je slaapkamer?', null, { skippable: true, multi: true }, [
        a(4031, 'Antraciet', img('boxspring', 'antraciet'), null, { filters: { kleur: ['antraciet'] } }),
        a(4032, 'Beige', img('boxspring', 'beige'), null, { filters: { kleur: ['beige'] } }),
        a(4033, 'Grijs', img('boxspring', 'grijs'), null, { filters: { kleur: ['grijs'] } }),
        a(4034, 'Zand', img('boxspring', 'zand'), null, { filters: { kleur: ['zand'] } }),
        a(4035, 'Zwart', img('boxspring', 'zwart'), null, { filters: { kleur: ['zwart'] } }),
        a(4036, 'Navy', img('boxspring', 'navy'), null, { filters: { kleur: ['navy'] } }),
        a(4037, 'Groen', img('boxspring', 'groen'), null, { filters: { kleur: ['groen'] } }),
      ]),
      priceQuestion(404, 'boxspring', [
        ['Tot € 1.250', 0, 1250, 'Voordelig'],
        ['€ 1.250 tot € 1.750', 1250, 1750, 'Middenklasse'],
        ['Vanaf € 1.750', 1750, 5000, 'Luxe'],
      ]),
    ],
  },
  {
    code: 'hoeslaken',
    categoryPath: 'hoeslaken',
    title: 'Keuzehulp hoeslakens',
    questions: [
      q(
        501,
        'Welke maat heeft je matras?',
        'Kijk op het label van je matras of meet breedte en lengte.',
        { skippable: false, multi: false },
        [
          a(5011, '80 x 200 cm', img('hoeslaken', 'wit'), null, { filters: { maat: ['80x200'] } }),
          a(5012, '90 x 200 cm', img('hoeslaken', 'grijs'), null, { filters: { maat: ['90x200'] } }),
          a(5013, '140 x 200 cm', img('hoeslaken', 'beige'), null, { filters: { maat: ['140x200'] } }),
          a(5014, '160 x 200 cm', img('hoeslaken', 'antraciet'), null, { filters: { maat: ['160x200'] } }),
          a(5015, '180 x 200 cm', img('hoeslaken', 'zand'), null, { filters: { maat: ['180x200'] } }),
        ],
      ),
      q(
        502,
        'Welke stof voelt voor jou het fijnst?',
        'Jersey rekt mee, percal voelt koel, katoensatijn zacht en glanzend, flanel warm.',
        { skippable: true, multi: true },
        [
          a(5021, 'Jersey', img('hoeslaken', 'antraciet', 2), 'Rekbaar en kreukvrij', { filters: { materiaal: ['jersey'] } }),
          a(5022, 'Percal', img('hoeslaken', 'wit', 2), 'Koel en crisp', { filters: { materiaal: ['percal'] } }),
          a(5023, 'Katoensatijn', img('hoeslaken', 'beige', 2), 'Zacht met een glans', { filters: { materiaal: ['katoensatijn'] } }),
          a(5024, 'Katoen', img('hoeslaken', 'grijs', 2), 'Ademend en sterk', { filters: { materiaal: ['katoen'] } }),
          a(5025, 'Flanel', img('hoeslaken', 'terra', 2), 'Warm in de winter', { filters: { materiaal: ['flanel'] } }),
        ],
      ),
      q(503, 'Welke kleur zoek je?', null, { skippable: true, multi: true }, [
        a(5031, 'Wit', img('hoeslaken', 'wit'), null, { filters: { kleur: ['wit'] } }),
        a(5032, 'Grijs', img('hoeslaken', 'grijs'), null, { filters: { kleur: ['grijs'] } }),
        a(5033, 'Beige', img('hoeslaken', 'beige'), null, { filters: { kleur: ['beige'] } }),
        a(5034, 'Antraciet', img('hoeslaken', 'antraciet'), null, { filters: { kleur: ['antraciet'] } }),
        a(5035, 'Zand', img('hoeslaken', 'zand'), null, { filters: { kleur: ['zand'] } }),
        a(5036, 'Blauw', img('hoeslaken', 'blauw'), null, { filters: { kleur: ['blauw'] } }),
      ]),
      priceQuestion(504, 'hoeslaken', [
        ['Tot € 25', 0, 25, 'Voordelig'],
        ['€ 25 tot € 40', 25, 40, 'Middenklasse'],
        ['Vanaf € 40', 40, 100, 'Luxe'],
      ]),
    ],
  },
];
